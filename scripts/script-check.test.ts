import { describe, expect, it } from "vitest";
import { languageInfo } from "#contract/languages";
import { namesInContent, readableTexts, textsOutOfScript, untranslatedTexts } from "./script-check";

const page = (body: string, head = "<title>హోమ్</title>") =>
  `<!doctype html><html lang="te"><head>${head}</head><body>${body}</body></html>`;

describe("the Telugu pages' completeness check", () => {
  it("passes Telugu text with proper nouns, figures and addresses", () => {
    const html = page(`<p>IELTS స్కోర్ 6.5, ఫీజు £524 (₹61,000). info@example.com</p>`);
    expect(untranslatedTexts(html)).toEqual([]);
  });

  it("reports an English sentence in a text node, an attribute or the description", () => {
    const html = page(
      `<p>Apply now</p><img alt="A student" src="/x.png"><button aria-label="Open menu"></button>`,
      `<title>హోమ్</title><meta name="description" content="Study abroad"/>`,
    );
    expect(untranslatedTexts(html).map((found) => found.text)).toEqual([
      "Study abroad",
      "A student",
      "Open menu",
      "Apply now",
    ]);
  });

  it("ignores scripts, styles and what is marked as English, and reads entities", () => {
    const html = page(
      `<script>const english = "words";</script><style>.a{color:red}</style>` +
        `<a href="/contact" lang="en-IN" hreflang="en-IN">English</a><p>మీ &amp; మా</p>`,
    );
    expect(untranslatedTexts(html)).toEqual([]);
    expect(readableTexts(html)).toContain("మీ & మా");
  });

  it("reads the title", () => {
    expect(untranslatedTexts(page("<p>సరే</p>", "<title>Home</title>"))).toEqual([
      { text: "Home", words: ["Home"] },
    ]);
  });

  it("passes the names the content data holds: people, addresses, universities", () => {
    expect(namesInContent.length).toBeGreaterThan(10);
    const html = page(namesInContent.map((name) => `<p>${name} గురించి</p>`).join(""));
    expect(untranslatedTexts(html)).toEqual([]);
  });

  it("passes a name only as a whole word", () => {
    const initials = namesInContent.find((name) => /^[A-Z]{2}$/.test(name)) ?? "";
    expect(initials).not.toBe("");
    expect(untranslatedTexts(page(`<p>${initials} గారు, Z${initials}</p>`))).toEqual([
      { text: `${initials} గారు, Z${initials}`, words: [`Z${initials}`] },
    ]);
  });
});

describe("the script check of each edition", () => {
  it("reads the language's script: Latin words fail a Telugu page, never an English one", () => {
    const html = page("<p>Apply now</p>");
    expect(textsOutOfScript(html, languageInfo("te")).map((found) => found.words)).toEqual([
      ["Apply", "now"],
    ]);
    expect(textsOutOfScript(html, languageInfo("en"))).toEqual([]);
  });
});
