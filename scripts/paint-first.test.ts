import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./paint-first";

describe("withoutModulePreloads", () => {
  it("removes every module preload hint and nothing else", () => {
    const html =
      '<head><link rel="preload" as="image" href="/assets/hero.svg"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js" crossorigin=""/><link rel="canonical" href="https://x/"/></head>' +
      '<body><script type="module" async="">import "/assets/a.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="preload" as="image" href="/assets/hero.svg"/><link rel="canonical" href="https://x/"/></head>' +
        '<body><script type="module" async="">import "/assets/a.js";</script></body>',
    );
  });

  it("leaves a page without hints unchanged", () => {
    const html = "<html><head></head><body><p>modulepreload is a word here</p></body></html>";
    expect(withoutModulePreloads(html)).toBe(html);
  });
});
