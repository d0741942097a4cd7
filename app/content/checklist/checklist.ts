/**
 * The family's document checklist (/checklist): which documents a situation needs (country, level, how
 * the studies are paid for, alone or with family), in their order, each with the official figures behind
 * its amount and the page where it is obtained. Logic and data only: the words are the edition's
 * (app/words/<language>/checklist.ts), passed in so a test builds any language's list
 * (docs/decisions/0009-words-apart-from-logic.md). Every amount is a figure of the country facts
 * (app/content/countries/<country>/facts.ts), never a number typed here (docs/country-data.md).
 */
import type * as english from "~/words/en/checklist";
import type { WordsOf } from "~/words/types";
import { canadaFactsOn } from "../countries/canada/facts";
import type { CountryFormat } from "../countries/format";
import { germanyFactsOn } from "../countries/germany/facts";
import { irelandFactsOn } from "../countries/ireland/facts";
import { inForceOn } from "../countries/schedule";
import type { CountryCode, Figure, IsoDate, Level } from "../countries/types";
import { ukFactsOn, ukHealthSurchargeFor, ukRuleDates } from "../countries/uk/facts";
import { usaFactsOn } from "../countries/usa/facts";

/** The words of the checklist in one language. */
export type ChecklistWords = WordsOf<typeof english.checklistText>;

export const checklistCountries = [
  "uk",
  "usa",
  "canada",
  "germany",
  "ireland",
] as const satisfies readonly CountryCode[];
export const checklistLevels = ["bachelors", "masters", "phd"] as const;
export const fundingChoices = ["own", "loan"] as const;
export const familyChoices = ["no", "yes"] as const;

export type ChecklistLevel = (typeof checklistLevels)[number];
export type Funding = (typeof fundingChoices)[number];
export type Family = (typeof familyChoices)[number];

/** What the family chose: the list is built for it, and its link reproduces it. */
export interface Situation {
  country: CountryCode;
  level: ChecklistLevel;
  funds: Funding;
  family: Family;
}

/** The names of the form's fields and of the link's query parameters. */
export const checklistKeys = {
  country: "country",
  level: "level",
  funds: "funds",
  family: "family",
} as const;

/** The choices of a first visit (the most asked-for situation). */
export const defaultSituation: Situation = { country: "uk", level: "masters", funds: "loan", family: "no" };

/** The levels of the country facts (tuition bands, course lengths) by the checklist's level. */
export const factsLevel: Record<ChecklistLevel, Level> = { bachelors: "ug", masters: "pg", phd: "phd" };

/** Every item a list can hold, in the order a list shows them. */
export const itemIds = [
  "passport",
  "offer",
  "certificates",
  "englishTest",
  "applicationDocuments",
  "researchProposal",
  "aps",
  "funds",
  "bankStatements",
  "loanSanction",
  "incomeProof",
  "caReport",
  "visaFee",
  "sevisFee",
  "health",
  "tbTest",
  "visaAppointment",
  "familyRule",
  "relationshipProof",
  "dependantsFunds",
] as const;

export type ItemId = (typeof itemIds)[number];

/** An amount of money an item involves: the sum and the official figures it comes from. */
export interface AmountLine {
  /** What the amount is, with the sum written in. */
  text: string;
  /** The figures behind it, each shown with its date and source. */
  figures: readonly Figure[];
}

/** One document of a list, or a rule the family must know (a rule has nothing to tick). */
export interface ChecklistEntry {
  id: ItemId;
  kind: "document" | "rule";
  title: string;
  why: string;
  /** Who issues it or where it is done. */
  where: string;
  /** The official page where it is obtained or explained. */
  link?: { label: string; url: string };
  /** The page the rule was read on when the official page could not be (a report, named as such), or the
   *  official page that states the requirement when it is not the link above (docs/country-data.md). */
  readOn?: { label: string; url: string };
  amounts: readonly AmountLine[];
  /** No official figure could be sourced for its amount: the list says to ask us instead of a number. */
  askUs: boolean;
}

/** The five countries' facts as they stand on one day. */
export interface ChecklistFacts {
  uk: ReturnType<typeof ukFactsOn>;
  usa: ReturnType<typeof usaFactsOn>;
  canada: ReturnType<typeof canadaFactsOn>;
  germany: ReturnType<typeof germanyFactsOn>;
  ireland: ReturnType<typeof irelandFactsOn>;
}

/** The facts of every country on `today` (in the edition's words). */
export function checklistFactsOn(today: IsoDate): ChecklistFacts {
  return {
    uk: ukFactsOn(today),
    usa: usaFactsOn(today),
    canada: canadaFactsOn(today),
    germany: germanyFactsOn(today),
    ireland: irelandFactsOn(today),
  };
}

/** Official pages where a document is obtained or a step is explained, by country. */
const links = {
  passport: "https://www.passportindia.gov.in/",
  incomeTax: "https://www.incometax.gov.in/iec/foportal/",
  aps: "https://aps-india.de/",
  ukFunds: "https://www.gov.uk/student-visa/money",
  ukHealth: "https://www.gov.uk/healthcare-immigration-application",
  ukTb: "https://www.gov.uk/tb-test-visa",
  ukApply: "https://www.gov.uk/student-visa/apply",
  ukFamily: "https://www.gov.uk/student-visa/family-members",
  usaVisa: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
  usaSevis: "https://www.fmjfee.com/",
  canadaFunds:
    "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
  canadaApply:
    "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
  germanyBlocked:
    "https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto",
  germanyVisa: "https://www.auswaertiges-amt.de/en/visa-service",
  irelandStudy: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
  /** APS India's own answers: the original certificate is required for the German student visa. */
  apsFaqs: "https://aps-india.de/faqs/",
  /** A barristers' summary of the Immigration Rules' Appendix Tuberculosis (GOV.UK's page could not be read). */
  ukTbReport:
    "https://www.mondaq.com/uk/immigration/1533380/tb-test-requirement-for-uk-visa-applicants-explained",
  /** A university's summary of the dependants rule for courses from its day (GOV.UK's page could not be read). */
  ukFamilyReport: "https://www.gre.ac.uk/visa/before-you-arrive/applying-with-dependants",
} as const;

/** The figures of one situation, each in force on the list's day. */
function inForce(figure: Figure, today: IsoDate): Figure {
  return inForceOn(figure, today);
}

/**
 * The list for one situation, on `today`: the documents in order, with their amounts from `facts` and
 * their words from `words`. `format` writes the figures in the words' language.
 */
export function checklistFor(
  situation: Situation,
  facts: ChecklistFacts,
  words: ChecklistWords,
  format: Pick<CountryFormat, "formatFigure" | "formatMoney" | "formatLongDate">,
  today: IsoDate,
): ChecklistEntry[] {
  const { country, level, funds, family } = situation;
  const w = words.items;
  const f = (figure: Figure) => inForce(figure, today);
  const fig = (figure: Figure) => format.formatFigure(f(figure));
  const withFamily = family === "yes";
  const entries: ChecklistEntry[] = [];

  const add = (
    id: ItemId,
    text: { title: string; why: string; where: string },
    extra: Partial<Pick<ChecklistEntry, "kind" | "link" | "readOn" | "amounts" | "askUs">> = {},
  ) => {
    entries.push({
      id,
      kind: extra.kind ?? "document",
      title: text.title,
      why: text.why,
      where: text.where,
      amounts: extra.amounts ?? [],
      askUs: extra.askUs ?? false,
      ...(extra.link ? { link: extra.link } : {}),
      ...(extra.readOn ? { readOn: extra.readOn } : {}),
    });
  };
  const link = (label: string, url: string) => ({ label, url });

  // Identity and admission.
  add("passport", w.passport, { link: link(w.passport.linkLabel, links.passport) });
  add("offer", w.offer[country]);
  add("certificates", level === "bachelors" ? w.certificates.school : w.certificates.degree);
  add("englishTest", w.englishTest[country]);
  add("applicationDocuments", w.applicationDocuments);
  if (level === "phd") add("researchProposal", w.researchProposal);
  if (country === "germany")
    add("aps", w.aps, {
      link: link(w.aps.linkLabel, links.aps),
      readOn: link(w.aps.readOnLabel, links.apsFaqs),
    });

  // The money the visa asks to see, and how it is shown.
  switch (country) {
    case "uk": {
      const uk = facts.uk.figures;
      const months = f(uk.maintenanceMonthsCap);
      const held = f(uk.fundsHeldDays);
      const window = f(uk.fundsWindowDays);
      const total = (monthly: Figure) => format.formatMoney(f(monthly).value * months.value, "GBP");
      add(
        "funds",
        { ...w.funds.uk, why: w.funds.uk.why(format.formatFigure(held), format.formatFigure(window)) },
        {
          link: link(w.funds.uk.linkLabel, links.ukFunds),
          amounts: [
            {
              text: w.funds.uk.outsideLondon(
                total(uk.maintenanceOutsideLondon),
                fig(uk.maintenanceOutsideLondon),
                format.formatFigure(months),
              ),
              figures: [f(uk.maintenanceOutsideLondon), months],
            },
            {
              text: w.funds.uk.london(
                total(uk.maintenanceLondon),
                fig(uk.maintenanceLondon),
                format.formatFigure(months),
              ),
              figures: [f(uk.maintenanceLondon), months],
            },
            { text: w.funds.uk.held(format.formatFigure(held)), figures: [held, window] },
          ],
        },
      );
      break;
    }
    case "usa":
      add("funds", w.funds.usa, { link: link(w.funds.usa.linkLabel, links.usaVisa) });
      break;
    case "canada": {
      const one = f(facts.canada.figures.proofOfFunds);
      add("funds", w.funds.canada, {
        link: link(w.funds.canada.linkLabel, links.canadaFunds),
        amounts: [{ text: w.funds.canada.amount(format.formatFigure(one)), figures: [one] }],
      });
      break;
    }
    case "germany": {
      const de = facts.germany.figures;
      const year = f(de.proofOfFunds);
      add("funds", w.funds.germany, {
        link: link(w.funds.germany.linkLabel, links.germanyBlocked),
        amounts: [
          {
            text: w.funds.germany.amount(format.formatFigure(year), fig(de.blockedMonthly)),
            figures: [year, f(de.blockedMonthly)],
          },
        ],
      });
      break;
    }
    case "ireland": {
      const ie = facts.ireland.figures;
      const amount = f(ie.proofOfFunds);
      const statements = f(ie.bankStatementMonths);
      add(
        "funds",
        { ...w.funds.ireland, why: w.funds.ireland.why(format.formatFigure(statements)) },
        {
          link: link(w.funds.ireland.linkLabel, links.irelandStudy),
          amounts: [
            { text: w.funds.ireland.amount(format.formatFigure(amount)), figures: [amount, statements] },
          ],
        },
      );
      break;
    }
  }

  if (funds === "own") {
    add("bankStatements", w.bankStatements[country]);
    add("incomeProof", w.incomeProof, { link: link(w.incomeProof.linkLabel, links.incomeTax) });
    add("caReport", w.caReport);
  } else {
    add("loanSanction", w.loanSanction[country]);
    add("incomeProof", w.incomeProof, { link: link(w.incomeProof.linkLabel, links.incomeTax) });
  }

  // Fees and health cover.
  switch (country) {
    case "uk": {
      const uk = facts.uk.figures;
      const fee = f(uk.studyVisaFee);
      add("visaFee", w.visaFee.uk, {
        link: link(w.visaFee.uk.linkLabel, links.ukApply),
        amounts: [{ text: w.visaFee.amount(format.formatFigure(fee)), figures: [fee] }],
      });
      const surcharge = {
        ihsPerYear: f(uk.ihsPerYear),
        ihsMonthsBeforeCourse: f(uk.ihsMonthsBeforeCourse),
        ihsMonthsAfterLongCourse: f(uk.ihsMonthsAfterLongCourse),
        ihsMonthsAfterShortCourse: f(uk.ihsMonthsAfterShortCourse),
      };
      const courseMonths = facts.uk.costs.courseMonths[factsLevel[level]];
      const after =
        courseMonths >= 12 ? surcharge.ihsMonthsAfterLongCourse : surcharge.ihsMonthsAfterShortCourse;
      add("health", w.health.uk, {
        link: link(w.health.uk.linkLabel, links.ukHealth),
        amounts: [
          {
            text: w.health.uk.amount(
              format.formatMoney(ukHealthSurchargeFor(surcharge, courseMonths), "GBP"),
              format.formatFigure({ value: courseMonths, unit: "months" }),
              format.formatFigure(surcharge.ihsPerYear),
            ),
            figures: [surcharge.ihsPerYear, surcharge.ihsMonthsBeforeCourse, after],
          },
        ],
      });
      add("tbTest", w.tbTest, {
        link: link(w.tbTest.linkLabel, links.ukTb),
        readOn: link(w.tbTest.readOnLabel, links.ukTbReport),
      });
      add("visaAppointment", w.visaAppointment.uk, {
        link: link(w.visaAppointment.uk.linkLabel, links.ukApply),
      });
      break;
    }
    case "usa": {
      const us = facts.usa.figures;
      const fee = f(us.studyVisaFee);
      const sevis = f(us.sevisFee);
      add("visaFee", w.visaFee.usa, {
        link: link(w.visaFee.usa.linkLabel, links.usaVisa),
        amounts: [{ text: w.visaFee.amount(format.formatFigure(fee)), figures: [fee] }],
      });
      add("sevisFee", w.sevisFee, {
        link: link(w.sevisFee.linkLabel, links.usaSevis),
        amounts: [{ text: w.sevisFee.amount(format.formatFigure(sevis)), figures: [sevis] }],
      });
      add("health", w.health.usa);
      add("visaAppointment", w.visaAppointment.usa, {
        link: link(w.visaAppointment.usa.linkLabel, links.usaVisa),
      });
      break;
    }
    case "canada": {
      const ca = facts.canada.figures;
      const fee = f(ca.studyVisaFee);
      const biometrics = f(ca.biometricsFee);
      const familyBiometrics = f(ca.biometricsFamilyMax);
      add("visaFee", w.visaFee.canada, {
        link: link(w.visaFee.canada.linkLabel, links.canadaApply),
        amounts: [
          { text: w.visaFee.amount(format.formatFigure(fee)), figures: [fee] },
          withFamily
            ? {
                text: w.visaFee.biometricsFamily(format.formatFigure(familyBiometrics)),
                figures: [familyBiometrics],
              }
            : { text: w.visaFee.biometrics(format.formatFigure(biometrics)), figures: [biometrics] },
        ],
      });
      add("health", w.health.canada);
      add("visaAppointment", w.visaAppointment.canada, {
        link: link(w.visaAppointment.canada.linkLabel, links.canadaApply),
      });
      break;
    }
    case "germany": {
      const de = facts.germany.figures;
      const fee = f(de.studyVisaFee);
      const insurance = f(de.healthInsuranceMonthly);
      add("visaFee", w.visaFee.germany, {
        link: link(w.visaFee.germany.linkLabel, links.germanyVisa),
        amounts: [{ text: w.visaFee.amount(format.formatFigure(fee)), figures: [fee] }],
      });
      add("health", w.health.germany, {
        amounts: [{ text: w.health.germany.amount(format.formatFigure(insurance)), figures: [insurance] }],
      });
      add("visaAppointment", w.visaAppointment.germany, {
        link: link(w.visaAppointment.germany.linkLabel, links.germanyVisa),
      });
      break;
    }
    case "ireland": {
      const ie = facts.ireland.figures;
      const fee = f(ie.studyVisaFee);
      const cover = f(ie.insuranceMinimumCover);
      add("visaFee", w.visaFee.ireland, {
        link: link(w.visaFee.ireland.linkLabel, links.irelandStudy),
        amounts: [{ text: w.visaFee.amount(format.formatFigure(fee)), figures: [fee] }],
      });
      add("health", w.health.ireland, {
        amounts: [{ text: w.health.ireland.amount(format.formatFigure(cover)), figures: [cover] }],
      });
      add("visaAppointment", w.visaAppointment.ireland, {
        link: link(w.visaAppointment.ireland.linkLabel, links.irelandStudy),
      });
      break;
    }
  }

  // Family: the UK lets only research students bring dependants on courses starting since the rule's day.
  if (withFamily) {
    if (country === "uk" && level !== "phd") {
      add(
        "familyRule",
        { ...w.familyRule, why: w.familyRule.why(format.formatLongDate(ukRuleDates.dependantsRuleFrom)) },
        {
          kind: "rule",
          link: link(w.familyRule.linkLabel, links.ukFamily),
          readOn: link(w.familyRule.readOnLabel, links.ukFamilyReport),
        },
      );
    } else {
      add("relationshipProof", w.relationshipProof);
      if (country === "canada") {
        const ca = facts.canada.figures;
        const sizes = [f(ca.proofOfFunds2), f(ca.proofOfFunds3), f(ca.proofOfFunds4)];
        add("dependantsFunds", w.dependantsFunds.canada, {
          link: link(w.dependantsFunds.canada.linkLabel, links.canadaFunds),
          amounts: sizes.map((figure, index) => ({
            text: w.dependantsFunds.canada.amount(index + 2, format.formatFigure(figure)),
            figures: [figure],
          })),
        });
      } else {
        add("dependantsFunds", w.dependantsFunds.other, { askUs: true });
      }
    }
  }
  return entries;
}

/** Every situation the form can choose, in a fixed order (the page prerenders each one's list). */
export function everySituation(): Situation[] {
  return checklistCountries.flatMap((country) =>
    checklistLevels.flatMap((level) =>
      fundingChoices.flatMap((funds) => familyChoices.map((family) => ({ country, level, funds, family }))),
    ),
  );
}

/** The key a list's ticks are kept under on the device: one per situation. */
export function listKey(situation: Situation): string {
  return `${situation.country}/${situation.level}/${situation.funds}/${situation.family}`;
}

/** The page's query for a situation: the shared link that reproduces the list (ticks are not shared). */
export function situationQuery(situation: Situation): string {
  return new URLSearchParams({
    [checklistKeys.country]: situation.country,
    [checklistKeys.level]: situation.level,
    [checklistKeys.funds]: situation.funds,
    [checklistKeys.family]: situation.family,
  }).toString();
}

/** Reads a situation from a link's query; anything missing or unknown takes the default. */
export function situationFrom(query: URLSearchParams): Situation {
  const pick = <T extends string>(key: string, choices: readonly T[], fallback: T): T => {
    const value = query.get(key);
    return choices.find((choice) => choice === value) ?? fallback;
  };
  return {
    country: pick(checklistKeys.country, checklistCountries, defaultSituation.country),
    level: pick(checklistKeys.level, checklistLevels, defaultSituation.level),
    funds: pick(checklistKeys.funds, fundingChoices, defaultSituation.funds),
    family: pick(checklistKeys.family, familyChoices, defaultSituation.family),
  };
}

/**
 * One entry as the page prerenders it: the same entry (same words and amounts) is shared by every
 * situation of its country whose list holds it, and those situations are always every combination of
 * some levels, some ways of paying and some family choices, so the form's CSS rules can pick it.
 */
export interface PrerenderedEntry {
  entry: ChecklistEntry;
  country: CountryCode;
  levels: readonly ChecklistLevel[];
  funds: readonly Funding[];
  family: readonly Family[];
}

/** Every country's entries for every situation, each distinct entry once, in list order. */
export function prerenderedEntries(
  facts: ChecklistFacts,
  words: ChecklistWords,
  format: Pick<CountryFormat, "formatFigure" | "formatMoney" | "formatLongDate">,
  today: IsoDate,
): PrerenderedEntry[] {
  const result: PrerenderedEntry[] = [];
  for (const country of checklistCountries) {
    const groups = new Map<string, { entry: ChecklistEntry; situations: Situation[] }>();
    for (const situation of everySituation().filter((s) => s.country === country)) {
      for (const entry of checklistFor(situation, facts, words, format, today)) {
        const key = JSON.stringify(entry);
        const group = groups.get(key) ?? { entry, situations: [] };
        group.situations.push(situation);
        groups.set(key, group);
      }
    }
    const distinct = [...groups.values()].map(({ entry, situations }) => {
      const levels = checklistLevels.filter((level) => situations.some((s) => s.level === level));
      const funds = fundingChoices.filter((choice) => situations.some((s) => s.funds === choice));
      const family = familyChoices.filter((choice) => situations.some((s) => s.family === choice));
      if (levels.length * funds.length * family.length !== situations.length) {
        throw new Error(
          `The checklist entry ${entry.id} of ${country} is not shown for a whole set of choices`,
        );
      }
      return { entry, country, levels, funds, family };
    });
    distinct.sort((a, b) => itemIds.indexOf(a.entry.id) - itemIds.indexOf(b.entry.id));
    result.push(...distinct);
  }
  return result;
}
