// The counts the site is built around (five destinations, six services, …) and a few consistency rules of
// the content modules: one experience figure everywhere, each destination linked to its own country page.
import { describe, expect, it } from "vitest";
import { stats, team } from "~/content/about";
import { destinations } from "~/content/destinations";
import { faqs } from "~/content/faq";
import { loanSolutions, whyUs } from "~/content/home";
import { countryPages } from "~/content/pages";
import { visaSupport, examPreparation, keyFeatures } from "~/content/services";
import { services } from "~/content/services-list";
import { site } from "~/content/site";
import { testimonials } from "~/content/testimonials";

describe("content counts", () => {
  it.each([
    ["services", services.length, 6],
    ["destinations", destinations.length, 5],
    ["loan types", loanSolutions.loans.length, 3],
    ["FAQ items", faqs.length, 6],
    ["testimonials", testimonials.length, 3],
    ["branches", site.branches.length, 3],
    ["social networks", site.socialLinks.length, 5],
    ["team members", team.members.length, 2],
    ["visa cards", visaSupport.cards.length, 4],
    ["exams", examPreparation.exams.length, 4],
    ["key features", keyFeatures.items.length, 3],
    ["Why Us strengths", whyUs.strengths.length, 3],
  ])("%s: %i", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("content rules", () => {
  it("uses the one configured experience figure everywhere", () => {
    expect(whyUs.experience.value).toBe(String(site.yearsOfExperience));
    expect(stats.items.map((item) => item.value)).toEqual([
      "1200+",
      "25+",
      "4500+",
      `${site.yearsOfExperience}+`,
    ]);
  });

  it("links each destination to its own country page", () => {
    expect(destinations.map((destination) => destination.page.path)).toEqual(
      countryPages.map((page) => page.path),
    );
  });

  it("rates every testimonial 5 and gives each an image with a size", () => {
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.image.illustration).toMatch(/^avatar-/);
      expect(testimonial.image.width).toBeGreaterThan(0);
      expect(testimonial.image.height).toBeGreaterThan(0);
    }
  });

  it("gives each team member a role and a dialable phone", () => {
    for (const member of team.members) {
      expect(member.role).not.toBe("");
      expect(member.phone.e164).toMatch(/^\+\d{10,15}$/);
    }
  });

  it("has six distinct FAQ questions, none promising a visa or an admission", () => {
    expect(new Set(faqs.map((item) => item.question)).size).toBe(6);
    for (const item of faqs) {
      expect(`${item.question} ${item.answer}`).not.toMatch(/guaranteed (visa|admission)|100\s?%|assured/i);
    }
  });
});
