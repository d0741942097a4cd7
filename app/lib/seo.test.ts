import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { copyrightYears } from "~/lib/copyright";
import { organizationJsonLd } from "~/lib/organization";
import { breadcrumbJsonLd, faqJsonLd, pageMeta } from "~/lib/seo";

describe("pageMeta", () => {
  const meta = pageMeta(pages.about);
  const find = (key: string, value: string) =>
    meta.find((entry) => (entry as Record<string, string>)[key] === value);

  it("sets title, description, keywords and the canonical URL", () => {
    expect(meta).toContainEqual({ title: pages.about.title });
    expect(find("name", "description")).toEqual({ name: "description", content: pages.about.description });
    expect(find("name", "keywords")).toMatchObject({ content: pages.about.keywords.join(", ") });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.siteUrl}/about` });
  });

  it("sets Open Graph and Twitter tags with the share image and a large-image card", () => {
    expect(find("property", "og:title")).toMatchObject({ content: pages.about.title });
    expect(find("property", "og:url")).toMatchObject({ content: `${site.siteUrl}/about` });
    expect(find("property", "og:image")).toMatchObject({
      content: `${site.siteUrl}/og/study-abroad-1200x630.png`,
    });
    expect(find("name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
  });

  it("keeps pages that are not indexable out of search results", () => {
    expect(pageMeta(pages.thankYou)).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(find("name", "robots")).toBeUndefined();
  });

  it("uses / as the home page's canonical URL", () => {
    expect(pageMeta(pages.home)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.siteUrl}/`,
    });
  });
});

describe("structured data", () => {
  it("describes the organisation with its Guntur office and three branches", () => {
    const data = organizationJsonLd() as {
      address: { addressLocality: string };
      department: { name: string }[];
    };
    expect(data.address.addressLocality).toBe("Guntur");
    expect(data.department.map((branch) => branch.name)).toEqual(
      site.branches.map((branch) => `${site.brandName}, ${branch.city}`),
    );
  });

  it("builds a breadcrumb from Home to the page", () => {
    const crumb = breadcrumbJsonLd(pages.studyInUk) as {
      "script:ld+json": { itemListElement: { name: string }[] };
    };
    expect(crumb["script:ld+json"].itemListElement.map((item) => item.name)).toEqual([
      pages.home.name,
      pages.studyInUk.name,
    ]);
  });

  it("names the edition's own home page in the page's language", () => {
    const page = { ...pages.studyInUk, name: "యూకేలో చదువు", path: "/te/study-in-uk" };
    const crumb = breadcrumbJsonLd(page, { name: "హోమ్", path: "/te" }) as {
      "script:ld+json": { itemListElement: { name: string; item: string }[] };
    };
    expect(crumb["script:ld+json"].itemListElement).toMatchObject([
      { name: "హోమ్", item: `${site.siteUrl}/te` },
      { name: "యూకేలో చదువు", item: `${site.siteUrl}/te/study-in-uk` },
    ]);
  });
});

describe("copyright years", () => {
  it.each([
    [2024, 2024, "2024"],
    [2024, 2026, "2024–2026"],
  ])("from %i to %i reads %s", (start, end, expected) => {
    expect(copyrightYears(start, end)).toBe(expected);
  });
});

describe("faqJsonLd", () => {
  it("lists each question with its answer as FAQPage structured data", () => {
    const descriptor = faqJsonLd([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]);
    expect(descriptor).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [
          { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
          { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
        ],
      },
    });
  });
});
