import { describe, expect, it } from "vitest";
import * as en from "~/words/en/countries/format";
import type { Figure, FigureFacts, FigurePer, FigureUnit, IsoDate } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as te from "./format";

const units: FigureUnit[] = [
  "GBP",
  "USD",
  "CAD",
  "EUR",
  "INR",
  "hours per week",
  "days per year",
  "days",
  "months",
  "years",
  "people",
  "study permits",
  "CLB level",
  "percent",
];
const pers: (FigurePer | undefined)[] = [
  undefined,
  "year",
  "month",
  "semester",
  "person",
  "application",
  "financial year",
  "hour",
];

const figure = (value: number, unit: FigureUnit, extra: Partial<FigureFacts> = {}): Figure => ({
  label: "ఉదాహరణ",
  value,
  unit,
  effectiveFrom: "2026-01-01",
  sourceUrl: "https://example.org/",
  sourceName: "ఆధారం",
  verifiedOn: "2026-01-01",
  ...extra,
});

describe("Telugu figures", () => {
  it("write every unit and period in Telugu, with the same digits as the English edition", () => {
    for (const unit of units) {
      for (const per of pers) {
        for (const [value, max] of [
          [1, undefined],
          [12, undefined],
          [18, undefined],
          [20, 40],
          [12, 24],
          [12.71, undefined],
        ] as const) {
          const text = te.formatFigure({ value, unit, per, max });
          expect(untranslatedWords(text), text).toEqual([]);
          expect(text.trim(), text).not.toBe("");
          // The digits (and currency symbols) are the English edition's, whatever the words around them.
          const digits = (s: string) => s.match(/[\d,.]+/g)?.filter((d) => /\d/.test(d));
          const english = en.formatFigure({ value, unit, per, max });
          if (unit !== "months" || value % 12 !== 0) expect(digits(text), text).toEqual(digits(english));
        }
      }
    }
  });

  it("say units and durations in words, singular for one", () => {
    expect(te.formatFigure(figure(18, "months"))).toBe("18 నెలలు");
    expect(te.formatFigure(figure(1, "months"))).toBe("1 నెల");
    expect(te.formatFigure(figure(24, "months"))).toBe("2 సంవత్సరాలు");
    expect(te.formatFigure(figure(12, "months"))).toBe("1 సంవత్సరం");
    expect(te.formatFigure(figure(20, "hours per week"))).toBe("వారానికి 20 గంటలు");
    expect(te.formatFigure(figure(8, "years"))).toBe("8 సంవత్సరాలు");
    expect(te.formatFigure(figure(1, "days"))).toBe("1 రోజు");
    expect(te.formatFigure(figure(12, "months", { max: 24 }))).toBe("1–2 సంవత్సరాలు");
  });

  it("put the period before the amount, with the rupee value in లక్షలు", () => {
    expect(te.formatFigure(figure(776, "GBP", { per: "year" }))).toBe("ఏడాదికి £776");
    expect(te.formatFigure(figure(2000, "EUR", { per: "semester", max: 3000 }))).toBe(
      "సెమిస్టర్‌కు €2,000–€3,000",
    );
    expect(te.formatFigureWithInr(figure(11400, "GBP"), 113)).toBe("£11,400 (≈ ₹12.9\u00a0లక్షలు)");
    expect(te.formatFigureWithInr(figure(992, "EUR", { per: "month" }), 101)).toBe(
      "నెలకు €992 (≈ ₹1\u00a0లక్ష)",
    );
    expect(te.formatMoneyWithInr(13761, "GBP", 118.5)).toBe(
      en.formatMoneyWithInr(13761, "GBP", 118.5).replace(" lakh", "\u00a0లక్షలు"),
    );
  });
});

describe("Telugu rupees", () => {
  it("group digits the Indian way", () => {
    expect(te.formatMoney(1234567, "INR")).toBe("₹12,34,567");
    expect(te.groupDigits(123456789, true)).toBe("12,34,56,789");
    expect(te.formatMoney(22895, "CAD")).toBe("CAD 22,895");
  });

  it("say large sums in లక్ష/లక్షలు and కోటి/కోట్లు", () => {
    expect(te.formatInrShort(85_000)).toBe("₹85,000");
    expect(te.formatInrShort(1_230_000)).toBe("₹12.3\u00a0లక్షలు");
    expect(te.formatInrShort(10_000_000)).toBe("₹1\u00a0కోటి");
    expect(te.formatInrShort(-2_000_000)).toBe("−₹20\u00a0లక్షలు");
    expect(te.formatInrShort(100_000)).toBe("₹1\u00a0లక్ష");
    expect(te.formatInrShort(10_500_000)).toBe("₹1.05\u00a0కోట్లు");
    expect(te.formatInrEcho(2_000_000)).toBe("₹20,00,000 = ₹20\u00a0లక్షలు");
    expect(te.formatInrEcho(50_000)).toBe("₹50,000");
    expect(te.formatInrApprox(62_149)).toBe("₹62,100");
  });

  it("write ranges in one unit where they can", () => {
    expect(te.formatInrRange(3_650_000, 6_990_000)).toBe("₹36.5–69.9\u00a0లక్షలు");
    expect(te.formatInrRange(45_000, 90_000)).toBe("₹45,000–₹90,000");
    expect(te.formatInrRange(8_500_000, 12_000_000)).toBe("₹85\u00a0లక్షలు – ₹1.2\u00a0కోట్లు");
    expect(te.formatInrRange(500_000, 500_100)).toBe(te.formatInrApprox(500_000));
  });
});

describe("Telugu dates", () => {
  it("use Telugu month names, the day and month kept on one line", () => {
    expect(te.formatLongDate("2027-01-01")).toBe("1\u00a0జనవరి, 2027");
    expect(te.formatDate("2025-04-09")).toBe(`9\u00a0${te.monthNames[3]}, 2025`);
    for (let month = 1; month <= 12; month += 1) {
      const text = te.formatDate(`2026-${String(month).padStart(2, "0")}-15` as IsoDate);
      expect(untranslatedWords(text), text).toEqual([]);
    }
  });

  it("name a month and its year in Telugu", () => {
    const text = te.formatMonthYear("2026-09-01");
    expect(text).toBe(`${te.monthNames[8]} 2026`);
    expect(untranslatedWords(text), text).toEqual([]);
  });

  it("announce a scheduled value and give why a figure is indicative in Telugu", () => {
    const next = te.formatNext(figure(24, "months", { next: { value: 18, effectiveFrom: "2027-01-01" } }));
    expect(next).toEqual({ value: "18 నెలలు", from: "1\u00a0జనవరి, 2027" });
    const reason = te.indicativeReason(
      figure(1483, "GBP", {
        per: "month",
        indicative: "ఆధారాలు వేర్వేరు మొత్తాలు చెబుతున్నాయి.",
      }),
    );
    expect(reason).toBe("ఆధారాలు వేర్వేరు మొత్తాలు చెబుతున్నాయి.");
    expect(te.indicativeReason(figure(1, "GBP"))).toBeUndefined();
  });
});
