import { describe, expect, it } from "vitest";
import { replaceSection } from "./markdown-section";

describe("replaceSection", () => {
  it("appends a missing section", () => {
    expect(replaceSection("# Benchmarks\n", "Site", "table")).toBe("# Benchmarks\n\n## Site\n\ntable\n");
  });

  it("replaces only its own section, keeping the ones before and after", () => {
    const document = "# Benchmarks\n\n## Site\n\nold\nrows\n\n## API\n\napi figures\n";
    expect(replaceSection(document, "Site", "new")).toBe(
      "# Benchmarks\n\n## Site\n\nnew\n\n## API\n\napi figures\n",
    );
  });

  it("replaces a last section up to the end", () => {
    const document = "# Benchmarks\n\n## API\n\napi\n\n## Site\n\nold\n";
    expect(replaceSection(document, "Site", "new\n")).toBe(
      "# Benchmarks\n\n## API\n\napi\n\n## Site\n\nnew\n",
    );
  });
});
