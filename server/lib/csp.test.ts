import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pagePolicy } from "./csp.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts, in order", () => {
    const html = `<script>a()</script><p>x</p><script type="module" async="">import "/b.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/b.js";')]);
  });

  it("skips scripts with a src and JSON data blocks, keeps import maps and Speculation Rules", () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const html =
      `<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>` +
      `<script type="importmap">{"imports":{}}</script><script type="speculationrules">${rules}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('{"imports":{}}'), sha(rules)]);
  });

  it("hashes the exact text, whitespace and non-ASCII included, once per distinct script", () => {
    const body = '\n  window.x = "Guntur — ₹";\n';
    expect(inlineScriptHashes(`<script>${body}</script><SCRIPT>${body}</SCRIPT >`)).toEqual([sha(body)]);
  });
});

describe("pagePolicy", () => {
  it("allows only the given hashes for scripts", () => {
    const policy = pagePolicy(["sha256-abc="]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("google");
  });

  it("adds Google Analytics origins only when asked", () => {
    const policy = pagePolicy([], { ga4: true });
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });
});
