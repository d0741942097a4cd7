/**
 * The English catalogue repeats the texts the pages read today (app/content/, contract/) until the pages
 * read the catalogue (docs/decisions/0008-telugu-edition.md). When one of these fails, a text changed in
 * its module: change it in messages/en.ts too, and its translation in messages/te.ts.
 */
import { describe, expect, it } from "vitest";
import { carouselText, ratingText } from "~/content/controls";
import { enquiryFormTexts, thankYouContent } from "~/content/enquiry-form";
import { heroes } from "~/content/heroes";
import { applicationError, footer, loadingText, navigation, notFound, skipLinkText } from "~/content/layout";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { enquiryResponses, fieldLabels, formTexts, messages, noScript } from "#contract/enquiry-fields";
import { fill } from "./catalogue";
import { en } from "./messages/en";

describe("the English catalogue", () => {
  it("has the frame's texts of app/content/layout.ts", () => {
    expect(en.skipLink).toBe(skipLinkText);
    expect(en.loading).toBe(loadingText);
    expect(en.footer).toEqual(footer);
    expect(en.notFound).toEqual(notFound);
    expect(en.applicationError).toEqual(applicationError);
    const { label, openMenu, closeMenu, mobileContactHeading, callLabel, emailLabel } = navigation;
    expect(en.navigation).toMatchObject({ label, openMenu, closeMenu, mobileContactHeading });
    expect([en.navigation.call, en.navigation.email]).toEqual([callLabel, emailLabel]);
    expect(navigation.items.map((item) => item.label)).toEqual([
      en.navigation.home,
      en.navigation.services,
      en.navigation.studyAbroad,
      en.navigation.costCalculator,
      en.navigation.about,
    ]);
    expect(navigation.contactButton.label).toBe(en.navigation.contact);
  });

  it("has the page names of the page list", () => {
    for (const [id, name] of Object.entries(en.pageNames)) {
      expect(pages[id as keyof typeof pages].name, id).toBe(name);
    }
    expect(Object.keys(en.pageNames).sort()).toEqual(Object.keys(pages).sort());
  });

  it("has the controls' texts", () => {
    expect(fill(en.carousel.goTo, { slide: 3 })).toBe(carouselText.goTo(3));
    expect(fill(en.carousel.slideLabel, { slide: 2, total: 5 })).toBe(carouselText.slideLabel(2, 5));
    expect(fill(en.rating.label, { rating: 5, max: 5 })).toBe(ratingText.label(5, 5));
    const { goTo: _goTo, slideLabel: _slideLabel, ...plain } = carouselText;
    expect(en.carousel).toMatchObject(plain);
  });

  it("has the site configuration's words", () => {
    expect(en.site.tagline).toBe(site.tagline);
    expect(en.site.officeName).toBe(site.office.name);
    expect(en.site.officeHours).toEqual(site.officeHours);
    const places: readonly string[] = Object.values(en.places);
    for (const branch of [site.office, ...site.branches]) {
      expect(places).toContain(branch.address.city);
      expect(places).toContain(branch.address.state);
    }
    const countryNames = Object.values(pages).flatMap((page) => ("country" in page ? [page.name] : []));
    expect(countryNames).toEqual(
      [en.places.uk, en.places.usa, en.places.canada, en.places.germany, en.places.ireland].map(
        (country) => `Study in ${country}`,
      ),
    );
  });

  it("has the enquiry forms' texts and the contract's messages", () => {
    expect(en.enquiryForm.formName).toEqual(enquiryFormTexts.formName);
    expect(en.buttons.submit).toBe(enquiryFormTexts.submitLabel);
    expect(en.enquiryForm).toMatchObject({
      requiredNote: enquiryFormTexts.requiredNote,
      optional: enquiryFormTexts.optional,
      honeypotLabel: enquiryFormTexts.honeypotLabel,
      fieldLabels,
      status: formTexts,
    });
    expect(en.enquiryForm.placeholders.email).toBe(enquiryFormTexts.placeholders.email);
    expect(en.enquiryForm.placeholders.phone).toBe(enquiryFormTexts.placeholders.phone);
    // contract/enquiry.ts names the fields in its messages as "first name", "last name", "email", "phone number".
    for (const field of ["firstName", "lastName", "email", "phone"] as const) {
      const name = en.enquiryForm.fieldNames[field];
      expect(fill(en.validation.required, { field: name })).toBe(messages.required(name));
      expect(fill(en.validation.tooLong, { field: name, max: 100 })).toBe(messages.tooLong(name, 100));
    }
    expect(en.validation.email).toBe(messages.email);
    expect(en.validation.phone).toBe(messages.phone);
    expect(fill(en.validation.comments, { max: 2000 })).toBe(messages.comments(2000));
    const { accepted, ...answers } = en.enquiryResponses;
    expect(fill(accepted, { firstName: "Ravi" })).toBe(enquiryResponses.accepted("Ravi"));
    expect(enquiryResponses).toMatchObject(answers);
    expect(noScript).toMatchObject(en.noScript);
  });

  it("has the thank-you page's texts", () => {
    const { callLinkLabel, officeHours: _officeHours, ...texts } = thankYouContent;
    expect(en.thankYou).toMatchObject(texts);
    expect(fill(en.thankYou.callLinkLabel, { phone: "+91 90000 00001" })).toBe(
      callLinkLabel("+91 90000 00001"),
    );
    expect(fill(en.thankYou.meta.title, { brand: site.brandName })).toBe(pages.thankYou.title);
    expect(en.thankYou.meta.description).toBe(pages.thankYou.description);
    expect({
      ...en.thankYou.hero,
      description: fill(en.thankYou.hero.description, { officeHours: site.officeHours.label }),
    }).toEqual(heroes.thankYou);
  });
});
