import { describe, expect, it } from "vitest";
import { acceptedLanguage, answerLanguage, refererPath, sameSitePath } from "./enquiry-input.ts";

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

describe("the language to answer in", () => {
  it.each([
    ["te", "te"],
    ["te-IN,te;q=0.9,en;q=0.8", "te"],
    ["en-GB;q=0.5, te-IN, te;q=0.9", "te"],
    ["hi-IN, te;q=0.8, en;q=0.7", "te"],
    ["en-IN,en;q=0.9,te;q=0.8", "en"],
    ["TE_in", "te"],
    ["te;q=0, en;q=0.5", "en"],
    ["te;q=0", undefined],
    ["hi, fr", undefined],
    ["*", undefined],
    ["", undefined],
  ])("reads Accept-Language %j as %s", (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });

  it("ignores a repeated or missing header", () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage(["te", "en"])).toBeUndefined();
  });

  it("takes the body's pageLanguage first, then Accept-Language, then English", () => {
    expect(answerLanguage({ pageLanguage: "te" }, "en")).toBe("te");
    expect(answerLanguage({ pageLanguage: "en" }, "te")).toBe("en");
    expect(answerLanguage({ pageLanguage: "hi" }, "te")).toBe("te");
    expect(answerLanguage({ pageLanguage: ["te"] }, undefined)).toBe("en");
    expect(answerLanguage(undefined, "te-IN")).toBe("te");
    expect(answerLanguage("not an object", undefined)).toBe("en");
    expect(answerLanguage([{ pageLanguage: "te" }], undefined)).toBe("en");
  });
});
