/**
 * The list builder: which documents each situation gets, that every amount is the country facts' own
 * figure (never a number of its own), that a scheduled figure switches on its day, and that the
 * prerendered entries reproduce every situation's list. Days are fixed; no test reads the clock.
 */
import { describe, expect, it } from "vitest";
import * as enFormat from "~/words/en/countries/format";
import * as teFormat from "~/words/te/countries/format";
import { checklistText as en } from "~/words/en/checklist";
import { checklistText as te } from "~/words/te/checklist";
import type { Figure, IsoDate } from "../countries/types";
import { ukHealthSurchargeFor } from "../countries/uk/facts";
import {
  checklistFactsOn,
  checklistFor,
  everySituation,
  type ItemId,
  itemIds,
  listKey,
  prerenderedEntries,
  type Situation,
  situationFrom,
  situationQuery,
} from "./checklist";

const day: IsoDate = "2026-11-27";
const facts = checklistFactsOn(day);
const list = (situation: Partial<Situation>, on: IsoDate = day, f = facts) =>
  checklistFor(
    { country: "uk", level: "masters", funds: "loan", family: "no", ...situation },
    f,
    en,
    enFormat,
    on,
  );
const ids = (situation: Partial<Situation>) => list(situation).map((entry) => entry.id);
const entry = (situation: Partial<Situation>, id: ItemId) => {
  const found = list(situation).find((item) => item.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const figuresOf = (situation: Partial<Situation>, id: ItemId): Figure[] =>
  entry(situation, id).amounts.flatMap((line) => line.figures);

describe("which documents a situation needs", () => {
  it("lists the documents every student needs, in the fixed order", () => {
    for (const situation of everySituation()) {
      const got = checklistFor(situation, facts, en, enFormat, day).map((item) => item.id);
      expect(got.slice(0, 2)).toEqual(["passport", "offer"]);
      for (const id of ["certificates", "englishTest", "applicationDocuments", "funds", "visaFee", "health"])
        expect(got, `${listKey(situation)} has ${id}`).toContain(id);
      const order = got.map((id) => itemIds.indexOf(id));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("own funds ask for bank statements and a CA report; a loan asks for the sanction letter", () => {
    expect(ids({ funds: "own" })).toEqual(
      expect.arrayContaining(["bankStatements", "incomeProof", "caReport"]),
    );
    expect(ids({ funds: "own" })).not.toContain("loanSanction");
    expect(ids({ funds: "loan" })).toEqual(expect.arrayContaining(["loanSanction", "incomeProof"]));
    expect(ids({ funds: "loan" })).not.toContain("bankStatements");
  });

  it("adds the country's own documents: the UK's TB test, Germany's APS certificate, the US SEVIS fee", () => {
    expect(ids({ country: "uk" })).toContain("tbTest");
    expect(ids({ country: "germany" })).toContain("aps");
    expect(ids({ country: "usa" })).toContain("sevisFee");
    for (const country of ["usa", "canada", "germany", "ireland"] as const)
      expect(ids({ country })).not.toContain("tbTest");
    expect(ids({ country: "uk" })).not.toContain("aps");
  });

  it("asks for a research proposal only for a PhD, and school certificates only for a bachelor's", () => {
    expect(ids({ level: "phd" })).toContain("researchProposal");
    expect(ids({ level: "masters" })).not.toContain("researchProposal");
    expect(entry({ level: "bachelors" }, "certificates").title).toBe(en.items.certificates.school.title);
    expect(entry({ level: "masters" }, "certificates").title).toBe(en.items.certificates.degree.title);
  });

  it("with family: the UK's taught courses show the dependants rule with its day; a UK PhD lists the family's documents", () => {
    for (const level of ["bachelors", "masters"] as const) {
      const rule = entry({ level, family: "yes" }, "familyRule");
      expect(rule.kind).toBe("rule");
      expect(rule.why).toContain(enFormat.formatLongDate("2024-01-01"));
      expect(ids({ level, family: "yes" })).not.toContain("relationshipProof");
    }
    expect(ids({ level: "phd", family: "yes" })).toEqual(
      expect.arrayContaining(["relationshipProof", "dependantsFunds"]),
    );
    expect(entry({ family: "yes" }, "familyRule").readOn?.url).toMatch(/^https:\/\//);
    expect(entry({}, "tbTest").readOn?.url).toMatch(/^https:\/\//);
    expect(entry({ country: "germany" }, "aps").readOn?.url).toMatch(/^https:\/\/aps-india\.de\//);
    expect(ids({ family: "no" })).not.toContain("familyRule");
    expect(ids({ family: "no" })).not.toContain("relationshipProof");
  });

  it("says 'ask us' where no official family amount is sourced, and gives Canada's by family size", () => {
    for (const country of ["usa", "germany", "ireland"] as const)
      expect(entry({ country, family: "yes" }, "dependantsFunds").askUs).toBe(true);
    const canada = entry({ country: "canada", family: "yes" }, "dependantsFunds");
    expect(canada.askUs).toBe(false);
    expect(canada.amounts.flatMap((line) => line.figures)).toEqual([
      facts.canada.figures.proofOfFunds2,
      facts.canada.figures.proofOfFunds3,
      facts.canada.figures.proofOfFunds4,
    ]);
  });
});

describe("amounts are the country facts' figures", () => {
  it("the UK: living costs for the capped months, London and outside, held for the days the rule says", () => {
    const uk = facts.uk.figures;
    const funds = entry({ country: "uk" }, "funds");
    const months = uk.maintenanceMonthsCap.value;
    expect(funds.amounts[0]!.text).toContain(
      enFormat.formatMoney(uk.maintenanceOutsideLondon.value * months, "GBP"),
    );
    expect(funds.amounts[1]!.text).toContain(
      enFormat.formatMoney(uk.maintenanceLondon.value * months, "GBP"),
    );
    expect(funds.why).toContain(enFormat.formatFigure(uk.fundsHeldDays));
    expect(figuresOf({ country: "uk" }, "funds")).toEqual(
      expect.arrayContaining([
        uk.maintenanceOutsideLondon,
        uk.maintenanceLondon,
        uk.maintenanceMonthsCap,
        uk.fundsHeldDays,
      ]),
    );
    expect(figuresOf({ country: "uk" }, "visaFee")).toEqual([uk.studyVisaFee]);
  });

  it("the UK's health surcharge is the facts' own rule for the level's usual course length", () => {
    const uk = facts.uk;
    for (const [level, factsLevel] of [
      ["bachelors", "ug"],
      ["masters", "pg"],
      ["phd", "phd"],
    ] as const) {
      const total = ukHealthSurchargeFor(uk.figures, uk.costs.courseMonths[factsLevel]);
      expect(entry({ level }, "health").amounts[0]!.text).toContain(enFormat.formatMoney(total, "GBP"));
    }
  });

  it("Germany's blocked account, Canada's proof of funds, the US SEVIS and visa fees, Ireland's funds", () => {
    expect(figuresOf({ country: "germany" }, "funds")).toEqual([
      facts.germany.figures.proofOfFunds,
      facts.germany.figures.blockedMonthly,
    ]);
    expect(figuresOf({ country: "canada" }, "funds")).toEqual([facts.canada.figures.proofOfFunds]);
    expect(figuresOf({ country: "usa" }, "sevisFee")).toEqual([facts.usa.figures.sevisFee]);
    expect(figuresOf({ country: "usa" }, "visaFee")).toEqual([facts.usa.figures.studyVisaFee]);
    expect(figuresOf({ country: "ireland" }, "funds")).toEqual([
      facts.ireland.figures.proofOfFunds,
      facts.ireland.figures.bankStatementMonths,
    ]);
    expect(entry({ country: "germany" }, "funds").amounts[0]!.text).toContain(
      enFormat.formatFigure(facts.germany.figures.proofOfFunds),
    );
  });

  it("the US I-20's funds carry no number of ours: the school sets them", () => {
    expect(entry({ country: "usa" }, "funds").amounts).toEqual([]);
  });

  it("every figure shown carries its source and either a verified day or the day its page could not be read", () => {
    for (const situation of everySituation()) {
      for (const item of checklistFor(situation, facts, en, enFormat, day)) {
        for (const figure of item.amounts.flatMap((line) => line.figures)) {
          expect(figure.sourceUrl).toMatch(/^https:\/\//);
          expect(Boolean(figure.verifiedOn) !== Boolean(figure.unreadOn)).toBe(true);
        }
      }
    }
  });
});

describe("a scheduled figure switches on its day", () => {
  it("shows the value in force on the list's day, the announced one from its day on", () => {
    const fee = facts.uk.figures.studyVisaFee;
    const announced: Figure = { ...fee, next: { value: fee.value + 100, effectiveFrom: "2027-04-01" } };
    const withNext = {
      ...facts,
      uk: { ...facts.uk, figures: { ...facts.uk.figures, studyVisaFee: announced } },
    };
    const feeOn = (on: IsoDate) => list({}, on, withNext).find((item) => item.id === "visaFee")!.amounts[0]!;
    expect(feeOn("2027-03-31").text).toContain(enFormat.formatMoney(fee.value, "GBP"));
    expect(feeOn("2027-03-31").figures[0]!.value).toBe(fee.value);
    expect(feeOn("2027-04-01").text).toContain(enFormat.formatMoney(fee.value + 100, "GBP"));
    expect(feeOn("2027-04-01").figures[0]!.effectiveFrom).toBe("2027-04-01");
  });
});

describe("the page's prerendered entries", () => {
  const entries = prerenderedEntries(facts, en, enFormat, day);

  it("reproduce every situation's list exactly, in order", () => {
    for (const situation of everySituation()) {
      const shown = entries
        .filter(
          (item) =>
            item.country === situation.country &&
            item.levels.includes(situation.level) &&
            item.funds.includes(situation.funds) &&
            item.family.includes(situation.family),
        )
        .map((item) => item.entry);
      expect(shown, listKey(situation)).toEqual(checklistFor(situation, facts, en, enFormat, day));
    }
  });

  it("hold each distinct entry once (far fewer than one list per situation)", () => {
    const all = everySituation().reduce(
      (sum, s) => sum + checklistFor(s, facts, en, enFormat, day).length,
      0,
    );
    expect(entries.length).toBeLessThan(all / 4);
  });

  it("build in Telugu with the Telugu words and formatters", () => {
    const teEntries = prerenderedEntries(facts, te, teFormat, day);
    expect(teEntries.length).toBe(entries.length);
    expect(teEntries[0]!.entry.title).toBe(te.items.passport.title);
  });
});

describe("the shared link", () => {
  it("reproduces the situation, and unknown values fall back to the first visit's", () => {
    const situation: Situation = { country: "germany", level: "phd", funds: "own", family: "yes" };
    expect(situationQuery(situation)).toBe("country=germany&level=phd&funds=own&family=yes");
    expect(situationFrom(new URLSearchParams(situationQuery(situation)))).toEqual(situation);
    expect(situationFrom(new URLSearchParams("country=mars&level=masters"))).toEqual({
      country: "uk",
      level: "masters",
      funds: "loan",
      family: "no",
    });
  });
});
