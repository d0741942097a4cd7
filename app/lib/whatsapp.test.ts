import { describe, expect, it } from "vitest";
import { countryPages, pages } from "~/content/pages";
import { site } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp";
import { greetingTopic, whatsappDigits, whatsappHref } from "./whatsapp";

/** The greeting a link carries, decoded as WhatsApp reads it. */
function greetingOf(href: string): string | null {
  return new URL(href).searchParams.get("text");
}

describe("WhatsApp links", () => {
  it("open a chat with the configured number, in digits as wa.me wants", () => {
    expect(site.whatsappNumber).toMatch(/^\+\d{10,15}$/);
    const url = new URL(whatsappHref("/"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${site.whatsappNumber.slice(1)}`);
    expect(whatsappDigits("+91 90000 00001")).toBe("919000000001");
  });

  it("name the country of a country page", () => {
    expect(greetingOf(whatsappHref(pages.studyInUk.path))).toContain("studying in the UK");
    for (const page of countryPages) {
      expect(greetingTopic(page.path)).toEqual({ kind: "country", country: page.country });
    }
    expect(greetingOf(whatsappHref("/study-in-germany"))).toContain("Germany");
  });

  it("name other pages by their name, and the site where no page helps", () => {
    expect(greetingOf(whatsappHref(pages.services.path))).toContain("Services");
    expect(greetingOf(whatsappHref(pages.costCalculator.path))).toContain("Cost Calculator");
    expect(greetingTopic("/About/")).toEqual({ kind: "page", page: "about" });
    expect(greetingTopic(pages.home.path)).toEqual({ kind: "site" });
    expect(greetingTopic(pages.thankYou.path)).toEqual({ kind: "site" });
    expect(greetingTopic("/404")).toEqual({ kind: "site" });
  });

  it("encode the greeting so the whole sentence survives the address", () => {
    const href = whatsappHref(pages.studyInUk.path);
    expect(href).not.toMatch(/\s/);
    expect(href).toContain("%20");
    expect(greetingOf(href)).toBe(whatsappMessages.en.greeting({ kind: "country", country: "uk" }));
  });

  it("give every page a different greeting from the home page's, except pages without a topic", () => {
    const home = greetingOf(whatsappHref("/"));
    for (const page of [...countryPages, pages.about, pages.services, pages.contact, pages.costCalculator]) {
      expect(greetingOf(whatsappHref(page.path)), page.path).not.toBe(home);
    }
  });
});
