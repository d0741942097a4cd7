import { describe, expect, it } from "vitest";
import { illustrationUrl } from "~/components/content-image";
import { faqSection, whyUs } from "~/content/home";
import { destinations } from "~/content/destinations";
import { testimonials } from "~/content/testimonials";

describe("illustrationUrl", () => {
  it("resolves every illustration the content names", () => {
    const names = [
      whyUs.image.illustration,
      faqSection.image.illustration,
      ...destinations.map((destination) => destination.image.illustration),
      ...testimonials.map((testimonial) => testimonial.image.illustration),
    ];
    for (const name of names) expect(illustrationUrl(name)).toMatch(new RegExp(`${name}.*\\.svg`));
  });
});
