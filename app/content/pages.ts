/**
 * The one typed list of pages. Each has its page file under app/pages/ (a unit test checks both agree);
 * it drives the sitemap and robots.txt (scripts/), the navigation, the metadata of every page
 * (app/lib/seo.ts) and the tests (e2e/). The list is the same in every edition: each page's path is put
 * under the edition's prefix (`/te/about`), and its name, title, description and keywords are the
 * edition's words, keyed by the page's id (app/words/<language>/pages.ts,
 * docs/decisions/0009-words-apart-from-logic.md).
 */

export type CountryCode = "uk" | "usa" | "canada" | "germany" | "ireland";

export interface Page {
  id: string;
  /** Canonical, lower-case path without a trailing slash (except "/"). */
  path: string;
  /** Short name used in navigation and breadcrumbs. */
  name: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Sitemap priority, 0 to 1. */
  priority: number;
  /** Listed in the sitemap and open to search engines; false adds `noindex`. */
  indexable: boolean;
}

export interface CountryPage extends Page {
  country: CountryCode;
  countryName: string;
}

import type { Locale } from "~/i18n/locales";
import { localePath } from "~/i18n/paths";
import type * as en from "~/words/en/pages";
import type { WordsOf } from "~/words/types";
import * as words from "~words/pages";
import { locale } from "./locale";
import { site } from "./site";

/** The words of every page, in any language: the shape of app/words/en/pages.ts. */
export type PageWords = WordsOf<typeof en.pages>;

/** The words of one page, with its sentences' figures filled in. */
interface OnePageWords {
  name: string;
  title: (brand: string) => string;
  description: string;
  keywords: readonly string[];
}

/**
 * The page list of one edition: its paths under the edition's prefix, its words from `pageWords`. The
 * site builds it once, for the edition being built; a test builds any edition's list with that
 * language's words.
 */
export function pageListFor(edition: Locale, pageWords: PageWords, brand = site.brandName) {
  function page(id: string, path: string, priority: number, indexable: boolean, text: OnePageWords): Page {
    return {
      id,
      path: localePath(path, edition),
      name: text.name,
      title: text.title(brand),
      description: text.description,
      keywords: text.keywords,
      indexable,
      priority,
    };
  }

  function countryPage(country: CountryCode, id: string): CountryPage {
    const text = pageWords.countries[country];
    return { ...page(id, `/study-in-${country}`, 0.8, true, text), country, countryName: text.countryName };
  }

  const pages = {
    home: page("home", "/", 1, true, pageWords.home),
    about: page("about", "/about", 0.7, true, {
      ...pageWords.about,
      description: pageWords.about.description(site.yearsOfExperience),
    }),
    services: page("services", "/services", 0.9, true, pageWords.services),
    contact: page("contact", "/contact", 0.9, true, pageWords.contact),
    book: page("book", "/book", 0.8, true, pageWords.book),
    studyInUk: countryPage("uk", "studyInUk"),
    studyInUsa: countryPage("usa", "studyInUsa"),
    studyInCanada: countryPage("canada", "studyInCanada"),
    studyInGermany: countryPage("germany", "studyInGermany"),
    studyInIreland: countryPage("ireland", "studyInIreland"),
    costCalculator: page("costCalculator", "/cost-calculator", 0.8, true, pageWords.costCalculator),
    privacy: page("privacy", "/privacy", 0.3, true, pageWords.privacy),
    compare: page("compare", "/compare", 0.7, true, pageWords.compare),
    // The document checklist: every situation's list prerendered, the form's choices pick one.
    checklist: page("checklist", "/checklist", 0.7, true, pageWords.checklist),
    planner: page("planner", "/planner", 0.7, true, pageWords.planner),
    thankYou: page("thankYou", "/thank-you", 0, false, pageWords.thankYou),
    // The booking pages the server fills in for each family (docs/bookings.md): never indexed.
    bookTimes: page("bookTimes", "/book/times", 0, false, pageWords.bookTimes),
    bookBooked: page("bookBooked", "/book/booked", 0, false, pageWords.bookBooked),
    bookManage: page("bookManage", "/book/manage", 0, false, pageWords.bookManage),
  } as const satisfies Record<string, Page>;

  /**
   * The booking pages the server fills in for each family (docs/bookings.md): shells that need their
   * query (the choices, or the meeting's token), so they are not among the pages served as built.
   */
  const serverFilledPages: readonly Page[] = [pages.bookTimes, pages.bookBooked, pages.bookManage];

  /** Every page served as built, in navigation order. */
  const allPages: readonly Page[] = Object.values(pages).filter((page) => !serverFilledPages.includes(page));

  /** The five country pages, in the order every list of destinations on the site follows. */
  const countryPages: readonly CountryPage[] = [
    pages.studyInUk,
    pages.studyInUsa,
    pages.studyInCanada,
    pages.studyInGermany,
    pages.studyInIreland,
  ];

  return {
    pages,
    allPages,
    serverFilledPages,
    countryPages,
    /** The path the 404 page is prerendered at; the server sends it for any unknown path. */
    notFoundPath: localePath("/404", edition),
    /** Items of the Study Abroad dropdown: the five country pages plus the cost calculator. */
    studyAbroadMenu: [...countryPages, pages.costCalculator] as readonly Page[],
    /** Footer quick links. */
    footerQuickLinks: [
      pages.home,
      pages.about,
      pages.services,
      pages.contact,
      pages.studyInUk,
      pages.studyInUsa,
    ] as readonly Page[],
    /**
     * Finds the page for a pathname of this edition, ignoring case and a trailing slash (`/About/` finds
     * `/about`, `/te/About/` `/te/about`, `/te/` the Telugu home page); another edition's path finds none.
     */
    findPage(pathname: string): Page | undefined {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
      return allPages.find((entry) => entry.path === normalised);
    },
  };
}

const list = pageListFor(locale, words.pages);

export const pages = list.pages;

/** Every page served as built, in navigation order. */
export const allPages: readonly Page[] = list.allPages;

/** The booking pages the server fills in for each family (docs/bookings.md), apart from `allPages`. */
export const serverFilledPages: readonly Page[] = list.serverFilledPages;

/** The five country pages, in the order every list of destinations on the site follows. */
export const countryPages: readonly CountryPage[] = list.countryPages;

/** The path the 404 page is prerendered at; the server sends it for any unknown path. */
export const notFoundPath = list.notFoundPath;

/** Items of the Study Abroad dropdown: the five country pages plus the cost calculator. */
export const studyAbroadMenu: readonly Page[] = list.studyAbroadMenu;

/** Footer quick links. */
export const footerQuickLinks: readonly Page[] = list.footerQuickLinks;

/** The words of the picture link previews show with every page (app/lib/seo.ts). */
export const ogImageAlt = words.ogImageAlt;

/** Finds the page for a pathname, ignoring case and a trailing slash (`/About/` finds `/about`). */
export function findPage(pathname: string): Page | undefined {
  return list.findPage(pathname);
}
