/**
 * The Telugu edition's page list: the same pages, ids, priorities and indexing as the English list, each
 * at its Telugu path (`localePath`, app/i18n/paths.ts), with Telugu names, titles, descriptions and
 * keywords.
 */
import { site } from "~/content/site";
import { basePath, localeOfPath, localePath } from "~/i18n/paths";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../pages";
import type { CountryCode, CountryPage, Page } from "../pages";

export type { CountryCode, CountryPage, Page } from "../pages";

const BRAND = site.brandName;

/** The Telugu path of an English page's path. */
const te = (path: string) => localePath(path, "te");

interface CountryWords {
  /** The country with its locative ending: "in the UK". */
  inCountry: string;
  countryName: string;
  keywords: readonly string[];
}

const countryWords: Record<CountryCode, CountryWords> = {
  uk: {
    inCountry: "యూకేలో",
    countryName: "యునైటెడ్ కింగ్‌డమ్",
    keywords: ["యూకేలో చదువు", "యూకే స్టూడెంట్ వీసా", "భారతీయ విద్యార్థులకు యూకే యూనివర్సిటీలు", "Graduate Route"],
  },
  usa: {
    inCountry: "అమెరికాలో",
    countryName: "అమెరికా సంయుక్త రాష్ట్రాలు",
    keywords: ["అమెరికాలో చదువు", "F-1 స్టూడెంట్ వీసా", "భారతీయ విద్యార్థులకు అమెరికా యూనివర్సిటీలు", "OPT STEM"],
  },
  canada: {
    inCountry: "కెనడాలో",
    countryName: "కెనడా",
    keywords: ["కెనడాలో చదువు", "కెనడా స్టడీ పర్మిట్", "భారతీయ విద్యార్థులకు కెనడా యూనివర్సిటీలు", "PGWP"],
  },
  germany: {
    inCountry: "జర్మనీలో",
    countryName: "జర్మనీ",
    keywords: ["జర్మనీలో చదువు", "జర్మనీ స్టూడెంట్ వీసా", "బ్లాక్డ్ అకౌంట్", "ట్యూషన్ ఫీజు లేని జర్మనీ యూనివర్సిటీలు"],
  },
  ireland: {
    inCountry: "ఐర్లాండ్‌లో",
    countryName: "ఐర్లాండ్",
    keywords: ["ఐర్లాండ్‌లో చదువు", "ఐర్లాండ్ స్టూడెంట్ వీసా", "భారతీయ విద్యార్థులకు ఐర్లాండ్ యూనివర్సిటీలు", "Stamp 1G"],
  },
};

/**
 * What a Telugu page keeps of its English page: the id, the sitemap's priority and the indexing, read one
 * by one so that the build leaves the English titles, descriptions and keywords out of the Telugu islands.
 */
function kept<P extends Page>(page: P): Pick<P, "id" | "priority" | "indexable"> {
  return { id: page.id, priority: page.priority, indexable: page.indexable };
}

function countryPage(page: CountryPage): CountryPage {
  const { inCountry, countryName, keywords } = countryWords[page.country];
  return {
    ...kept(page),
    country: page.country,
    path: te(page.path),
    name: `${inCountry} చదువు`,
    countryName,
    title: `భారతదేశం నుంచి ${inCountry} చదువు: యూనివర్సిటీలు, ఖర్చులు, వీసా, ఉద్యోగ నిబంధనలు | ${BRAND}`,
    description: `ఆంధ్రప్రదేశ్, తెలంగాణ నుంచి ${inCountry} చదువు: యూనివర్సిటీలు, ఇన్‌టేక్‌లు, రూపాయల్లో ట్యూషన్ ఫీజులు, జీవన ఖర్చులు, స్టూడెంట్ వీసా ఫీజు, నిధుల రుజువు, పోస్ట్-స్టడీ వర్క్ నిబంధనలు, అధికారిక ఆధారాలతో.`,
    keywords,
  };
}

export const pages = {
  home: {
    ...kept(en.pages.home),
    path: te(en.pages.home.path),
    name: "హోమ్",
    title: `గుంటూరులో విదేశీ విద్య కన్సల్టెంట్లు: యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్ | ${BRAND}`,
    description:
      "గుంటూరులో విదేశీ విద్య కన్సల్టెంట్లు, విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలో బ్రాంచ్‌లు. యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో చదువుకు ఉచిత కౌన్సెలింగ్, అడ్మిషన్లు, స్కాలర్‌షిప్‌లు, వీసాలు, విద్యా రుణాలు.",
    keywords: [
      "గుంటూరులో విదేశీ విద్య కన్సల్టెంట్లు",
      "ఆంధ్రప్రదేశ్‌లో విదేశీ విద్య కన్సల్టెంట్లు",
      "యూకేలో చదువు",
      "అమెరికాలో చదువు",
      "కెనడాలో చదువు",
      "జర్మనీలో చదువు",
      "ఐర్లాండ్‌లో చదువు",
      "స్టూడెంట్ వీసా",
      "విద్యా రుణం",
    ],
  },
  about: {
    ...kept(en.pages.about),
    path: te(en.pages.about.path),
    name: "మా గురించి",
    title: `మా గురించి: ${BRAND}, గుంటూరు`,
    description: `మేము ఎవరు: గుంటూరులోని విదేశీ విద్య కన్సల్టెన్సీ, విజయవాడ, హైదరాబాద్, విశాఖపట్నంలలో బ్రాంచ్‌లతో. ${site.yearsOfExperience} ఏళ్లకు పైగా విద్యార్థులను విదేశీ యూనివర్సిటీలకు చేర్చడంలో తోడుగా ఉన్నాం.`,
    keywords: ["విదేశీ విద్య కన్సల్టెన్సీ గురించి", "గుంటూరులో విదేశీ విద్య", "ఆంధ్రప్రదేశ్‌లో విద్యా కౌన్సెలర్లు"],
  },
  services: {
    ...kept(en.pages.services),
    path: te(en.pages.services.path),
    name: "సేవలు",
    title: `సేవలు: కౌన్సెలింగ్, వీసాలు, స్కాలర్‌షిప్‌లు, పరీక్షలకు శిక్షణ | ${BRAND}`,
    description:
      "విదేశీ విద్య కౌన్సెలింగ్, ఉచిత వీసా మాక్ ఇంటర్వ్యూలు, స్టడీ, రెసిడెంట్, విజిటర్, బిజినెస్ వీసాలకు సహాయం, స్కాలర్‌షిప్ మార్గదర్శనం, GRE, IELTS, TOEFL, PTE పరీక్షలకు శిక్షణ.",
    keywords: [
      "విదేశీ విద్య కౌన్సెలింగ్",
      "స్టూడెంట్ వీసా సహాయం",
      "వీసా మాక్ ఇంటర్వ్యూ",
      "స్కాలర్‌షిప్ మార్గదర్శనం",
      "IELTS కోచింగ్",
      "GRE శిక్షణ",
    ],
  },
  contact: {
    ...kept(en.pages.contact),
    path: te(en.pages.contact.path),
    name: "సంప్రదించండి",
    title: `సంప్రదించండి: గుంటూరు, విజయవాడ, హైదరాబాద్, విశాఖపట్నం | ${BRAND}`,
    description:
      "విదేశీ విద్య కౌన్సెలర్‌తో మాట్లాడండి. గుంటూరులోని మా కార్యాలయానికి గానీ విజయవాడ, హైదరాబాద్, విశాఖపట్నంలోని మా బ్రాంచ్‌లకు గానీ రండి, మాకు కాల్ చేయండి, లేదా మీ వివరాలు పంపండి: మేమే మీకు కాల్ చేస్తాం.",
    keywords: ["విదేశీ విద్య కన్సల్టెంట్‌ను సంప్రదించండి", "గుంటూరులో విదేశీ విద్య సంప్రదింపు", "ఉచిత కౌన్సెలింగ్"],
  },
  studyInUk: countryPage(en.pages.studyInUk),
  studyInUsa: countryPage(en.pages.studyInUsa),
  studyInCanada: countryPage(en.pages.studyInCanada),
  studyInGermany: countryPage(en.pages.studyInGermany),
  studyInIreland: countryPage(en.pages.studyInIreland),
  costCalculator: {
    ...kept(en.pages.costCalculator),
    path: te(en.pages.costCalculator.path),
    name: "ఖర్చుల కాలిక్యులేటర్",
    title: `విదేశీ విద్య ఖర్చుల కాలిక్యులేటర్: ట్యూషన్ ఫీజు, జీవన ఖర్చులు, వీసా నిధులు, విద్యా రుణం EMI | ${BRAND}`,
    description:
      "యూకే, అమెరికా, కెనడా, జర్మనీ లేదా ఐర్లాండ్‌లో చదువు ఖర్చును రూపాయల్లో అంచనా వేయండి: ట్యూషన్ ఫీజు, జీవన ఖర్చులు, వీసా ఫీజులు, చూపించాల్సిన నిధులు, మీ విద్యా రుణం EMI (నెలవారీ వాయిదా).",
    keywords: [
      "విదేశీ విద్య ఖర్చుల కాలిక్యులేటర్",
      "విద్యా రుణం EMI కాలిక్యులేటర్",
      "నిధుల రుజువు కాలిక్యులేటర్",
      "రూపాయల్లో విదేశీ చదువు ఖర్చు",
    ],
  },
  privacy: {
    ...kept(en.pages.privacy),
    path: te(en.pages.privacy.path),
    name: "గోప్యతా ప్రకటన",
    title: `గోప్యతా ప్రకటన: మేము ఏమి సేకరిస్తాం, ఎందుకు, మీ హక్కులు | ${BRAND}`,
    description:
      "ఈ వెబ్‌సైట్‌ను మీరు వాడినప్పుడు లేదా ఎంక్వైరీ పంపినప్పుడు మేము ఏమి సేకరిస్తాం, ఎందుకు, ఎంత కాలం ఉంచుతాం, ఎవరు చూడగలరు, భారతదేశపు డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, 2023 కింద మీ హక్కులు ఏమిటి.",
    keywords: ["గోప్యతా ప్రకటన", "డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం 2023", "వ్యక్తిగత డేటా", "ఫిర్యాదుల పరిష్కార అధికారి"],
  },
  compare: {
    ...kept(en.pages.compare),
    path: te(en.pages.compare.path),
    name: "దేశాల పోలిక",
    title: `విదేశీ విద్య ఖర్చుల పోలిక: యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్, రూపాయల్లో | ${BRAND}`,
    description:
      "రెండు లేదా మూడు దేశాలు పక్కపక్కనే, రూపాయల్లో: మొత్తం ఖర్చు, ఏడాది ఖర్చు, వీసాకు చూపించాల్సిన నిధులు, వారానికి ఎన్ని గంటలు పని చేయవచ్చు, పోస్ట్-స్టడీ వర్క్, ఇన్‌టేక్‌లు, వీసా ఫీజు.",
    keywords: [
      "విదేశీ విద్య ఖర్చుల పోలిక",
      "భారతీయ విద్యార్థులకు యూకే, కెనడా ఖర్చుల పోలిక",
      "రూపాయల్లో విదేశీ విద్య ఖర్చు",
      "పోస్ట్-స్టడీ వర్క్ పోలిక",
    ],
  },
  thankYou: {
    ...kept(en.pages.thankYou),
    path: te(en.pages.thankYou.path),
    name: "ధన్యవాదాలు",
    title: `ధన్యవాదాలు: మీ ఎంక్వైరీ మాకు అందింది | ${BRAND}`,
    description: "మీ ఎంక్వైరీ మాకు అందింది. ఒక పని దినం లోపు కౌన్సెలర్ మీకు తిరిగి కాల్ చేస్తారు.",
    keywords: ["ఎంక్వైరీ అందింది"],
  },
} as const satisfies Record<keyof typeof en.pages, Page>;

/** Every page, in navigation order. */
export const allPages: readonly Page[] = Object.values(pages);

/** The five country pages, in the order every list of destinations on the site follows. */
export const countryPages: readonly CountryPage[] = en.countryPages.map(
  (page) => pages[page.id as keyof typeof pages] as CountryPage,
);

/** The path the Telugu 404 page is prerendered at. */
export const notFoundPath = te(en.notFoundPath);

const byId = (page: Page): Page => pages[page.id as keyof typeof pages];

/** Items of the Study Abroad dropdown: the five country pages plus the cost calculator. */
export const studyAbroadMenu: readonly Page[] = en.studyAbroadMenu.map(byId);

/** Footer quick links. */
export const footerQuickLinks: readonly Page[] = en.footerQuickLinks.map(byId);

/**
 * Finds the Telugu page for a pathname of the Telugu edition, ignoring case and a trailing slash
 * (`/te/About/` finds `/te/about`, `/te` the home page); a path outside `/te` finds none.
 */
export function findPage(pathname: string): Page | undefined {
  if (!pathname.startsWith("/") || pathname.startsWith("//") || localeOfPath(pathname) !== "te")
    return undefined;
  const page = en.findPage(basePath(pathname));
  return page && byId(page);
}

export const ogImageAlt = (brand: string) => `${brand}: యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో చదువు`;

export type SameShape = TwinOf<typeof import("../pages"), typeof import("./pages")>;
