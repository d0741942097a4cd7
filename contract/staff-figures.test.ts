/** A figure's value as the staff console writes it. */
import { describe, expect, it } from "vitest";
import { figureValueText } from "./staff-figures.ts";

describe("figureValueText", () => {
  it("writes currencies with their symbol, ranges, units and what the amount is per", () => {
    expect(figureValueText({ value: 1529, unit: "GBP", per: "month" })).toBe("£1,529 per month");
    expect(figureValueText({ value: 2000, max: 3000, unit: "EUR", per: "semester" })).toBe(
      "€2,000–€3,000 per semester",
    );
    expect(figureValueText({ value: 14.6, unit: "EUR", per: "hour" })).toBe("€14.60 per hour");
    expect(figureValueText({ value: 2.5, unit: "percent" })).toBe("2.5%");
    expect(figureValueText({ value: 1000000, unit: "INR" })).toBe("₹10,00,000");
    expect(figureValueText({ value: 2, unit: "percent" })).toBe("2%");
    expect(figureValueText({ value: 24, unit: "hours per week" })).toBe("24 hours per week");
  });
});
