import { describe, expect, it } from "vitest";
import { limits } from "#contract/enquiry";
import { calculate } from "./estimate";
import { defaultInput } from "./inputs";
import { estimateSummary } from "./summary";

describe("estimateSummary", () => {
  it("names the destination, the totals in both currencies, the funds, the loan and the link", () => {
    const estimate = calculate({ ...defaultInput, country: "canada", fx: 60, loan: 3_000_000 });
    const summary = estimateSummary(estimate, "https://www.example.com/cost-calculator?country=canada&fx=60");
    expect(summary).toContain("estimate, not advice");
    expect(summary).toContain("Destination: Canada, Toronto or Vancouver, Master's, 24 months");
    expect(summary).toContain(`(CAD ${Math.round(estimate.total.local).toLocaleString("en-US")})`);
    expect(summary).toContain("at ₹60.00 per CAD 1");
    expect(summary).toContain("Funds to show for the visa: CAD");
    expect(summary).toContain("Education loan: ₹30 lakh at 11%");
    expect(summary).toContain("Estimate: https://www.example.com/cost-calculator?country=canada&fx=60");
  });

  it("leaves the loan out when there is none, and fits the comments field", () => {
    const summary = estimateSummary(
      calculate({ ...defaultInput, loan: 0 }),
      "https://www.example.com/cost-calculator",
    );
    expect(summary).not.toContain("Education loan");
    expect(summary.length).toBeLessThan(limits.commentsMaxLength);
  });
});
