import { describe, expect, it } from "vitest";
import { formatInrShort } from "~/content/countries/format";
import { calculate } from "./estimate";
import { defaultInput } from "./inputs";
import { estimateLink, shareText, whatsappShareHref } from "./share";

describe("sharing an estimate", () => {
  const input = { ...defaultInput, country: "usa" as const, level: "ug" as const, tuition: 30_000 };
  const estimate = calculate(input);

  it("links to the calculator with only the choices that differ from the defaults", () => {
    expect(estimateLink("https://www.example.com", input)).toBe(
      "https://www.example.com/cost-calculator?country=usa&level=ug&tuition=30000",
    );
    expect(estimateLink("https://www.example.com", defaultInput)).toBe(
      "https://www.example.com/cost-calculator",
    );
  });

  it("sums up country, level, a year, the whole course and the funds in lakh, then the link", () => {
    const link = estimateLink("https://www.example.com", input);
    const text = shareText(estimate, link);
    expect(text).toContain("United States");
    expect(text).toContain("Bachelor's");
    expect(text).toContain(formatInrShort(estimate.perYear.inr));
    expect(text).toContain(formatInrShort(estimate.total.inr));
    expect(text).toContain(formatInrShort(estimate.funds.total.inr));
    expect(text.endsWith(` ${link}`)).toBe(true);
    expect(text.length).toBeLessThan(400);
  });

  it("puts the text in WhatsApp's click-to-chat address, encoded", () => {
    const href = whatsappShareHref("₹38.4 lakh a year & more: https://x.test/?a=1&b=2");
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe("₹38.4 lakh a year & more: https://x.test/?a=1&b=2");
  });
});
