import { describe, expect, it } from "vitest";
import { refererPath, sameSitePath } from "./enquiry-input.ts";

describe("sameSitePath", () => {
  it.each(["/contact", "/study-in-uk?utm_source=x", "/a/./b"])("keeps the site path %j", (path) => {
    expect(sameSitePath(path)?.startsWith("/")).toBe(true);
  });

  it.each([
    "//evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "contact",
    "/a\u0000b",
  ])("refuses %j, which a browser could read as another site", (path) => {
    const kept = sameSitePath(path);
    expect(kept === undefined || !kept.startsWith("//")).toBe(true);
    expect(kept).toBeUndefined();
  });

  it("takes the path of a Referer only from this host", () => {
    expect(refererPath("https://site.example/about?x=1", "site.example")).toBe("/about?x=1");
    expect(refererPath("https://evil.example/about", "site.example")).toBeUndefined();
    expect(refererPath("https://site.example/.//evil.example", "site.example")).toBeUndefined();
  });
});
