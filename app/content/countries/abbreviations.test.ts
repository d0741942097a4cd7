/** Abbreviations are spelled out at their first use on a page, and only there. */
import { describe, expect, it } from "vitest";
import { abbreviationPattern, abbreviations, createAbbreviationTracker } from "./abbreviations";

const show = (pieces: ReturnType<ReturnType<typeof createAbbreviationTracker>["pieces"]>) =>
  pieces
    .map((piece) =>
      typeof piece === "string" ? piece : `<${piece.short}|${piece.title}${piece.spellOut ? "|words" : ""}>`,
    )
    .join("");

describe("the abbreviation tracker", () => {
  it("spells out the first mention in a sentence, and leaves later ones", () => {
    const page = createAbbreviationTracker();
    expect(show(page.pieces("Get a CAS, then pay the IHS.", "prose"))).toBe(
      "Get a <CAS|Confirmation of Acceptance for Studies|words>, then pay the <IHS|Immigration Health Surcharge|words>.",
    );
    expect(show(page.pieces("Your CAS number.", "prose"))).toBe("Your CAS number.");
  });

  it("gives a heading the title only, and the words at the first sentence", () => {
    const page = createAbbreviationTracker();
    expect(show(page.pieces("Get your CAS", "label"))).toBe(
      "Get your <CAS|Confirmation of Acceptance for Studies>",
    );
    expect(show(page.pieces("Your CAS comes first.", "prose"))).toBe(
      "Your <CAS|Confirmation of Acceptance for Studies|words> comes first.",
    );
    expect(show(page.pieces("Get your CAS", "label"))).toBe("Get your CAS");
  });

  it("adds no words where the sentence already says them", () => {
    const page = createAbbreviationTracker();
    expect(
      show(page.pieces("The Post-Graduation Work Permit (PGWP) lasts as long as the course.", "prose")),
    ).toBe("The Post-Graduation Work Permit (PGWP) lasts as long as the course.");
    expect(page.spellOut("The PGWP again.")).toBe("The PGWP again.");
  });

  it("counts another wording of the expansion as spelled out", () => {
    const page = createAbbreviationTracker();
    expect(page.spellOut("A provincial or territorial attestation letter (PAL/TAL) is needed.")).toBe(
      "A provincial or territorial attestation letter (PAL/TAL) is needed.",
    );
  });

  it("spells out plurals and plain strings", () => {
    const page = createAbbreviationTracker();
    expect(page.spellOut("Banks and NBFCs lend; DLIs admit.")).toBe(
      "Banks and NBFCs (non-banking financial companies) lend; DLIs (designated learning institutions) admit.",
    );
  });

  it("matches whole words only", () => {
    const found = (text: string) => [...text.matchAll(abbreviationPattern)].map((match) => match[0]);
    expect(found("GOV.UK, STEMS, ABCAS, the DS-160 and PAL/TAL")).toEqual(["DS-160", "PAL", "TAL"]);
  });

  it("has one entry per abbreviation", () => {
    const shorts = abbreviations.map((entry) => entry.short);
    expect(new Set(shorts).size).toBe(shorts.length);
  });
});
