/**
 * The official figures the timeline counts with. Most are the country pages' own figures (the UK's
 * 28-day funds rule, the USA's 365 and 30 days); the rest are the timeline's, with their sources and
 * evidence as docs/country-data.md asks: a page that states the figure, and the day it was read
 * (`verifiedOn`) or tried and could not be read (`unreadOn`, with a `secondary` page that states it).
 */
import { irelandFacts } from "~/content/countries/ireland/facts";
import { lastCheckedOn } from "~/content/countries/evidence";
import type { Evidence, Figure, IsoDate } from "~/content/countries/types";
import { ukFacts } from "~/content/countries/uk/facts";
import { usaFacts } from "~/content/countries/usa/facts";
import { planner as editionWords } from "~words/planner";
import type { WordsOf } from "~/words/types";
import type { LeadTime, RuleKey } from "./types";

export type PlannerWords = WordsOf<typeof editionWords>;

/** The day the official pages of the timeline's own figures were tried and could not be read. */
const OFFICIAL_PAGES_UNREAD: IsoDate = "2026-11-27";

/** A country page's figure counted in days or months, as a lead time. */
function fromFigure(figure: Figure): LeadTime {
  if (figure.unit !== "days" && figure.unit !== "months") {
    throw new Error(`${figure.label}: a lead time is counted in days or months, not ${figure.unit}`);
  }
  const { label, value, unit, effectiveFrom, sourceUrl, sourceName, secondary } = figure;
  const evidence: Evidence =
    figure.verifiedOn === undefined ? { unreadOn: lastCheckedOn(figure) } : { verifiedOn: figure.verifiedOn };
  const next = figure.next
    ? { next: { value: figure.next.value, effectiveFrom: figure.next.effectiveFrom } }
    : {};
  return {
    label,
    value,
    unit,
    effectiveFrom,
    sourceUrl,
    sourceName,
    ...(secondary ? { secondary } : {}),
    ...next,
    ...evidence,
  };
}

/** The rules only the timeline counts with, by country: not on a country page, with their own sources. */
export type OwnRuleKey = "ukVisaEarliest" | "ukDecision" | "ukArrivalEarliest" | "irelandVisaEarliest";

/** Which country each of the timeline's own rules is about (the figures' report names them by country). */
export const ownRuleCountries = {
  ukVisaEarliest: "uk",
  ukDecision: "uk",
  ukArrivalEarliest: "uk",
  irelandVisaEarliest: "ireland",
} as const satisfies Record<OwnRuleKey, string>;

/**
 * The timeline's own figures with a language's words (their labels and the names of their sources); the
 * figures' report (app/content/countries/staleness.ts) lists them with the country pages' figures.
 */
export function plannerOwnRulesIn(w: PlannerWords = editionWords): Record<OwnRuleKey, LeadTime> {
  const UK_STUDENT_VISA = { url: "https://www.gov.uk/student-visa", name: w.sources.ukStudentVisa };
  const EDINBURGH = {
    url: "https://www.ed.ac.uk/student-administration/immigration/applying-for-visa/student-visa/applying/outside-uk/when-to-apply",
    name: w.sources.edinburgh,
  };
  return {
    ukVisaEarliest: {
      label: w.ruleLabels.ukVisaEarliest,
      value: 6,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: UK_STUDENT_VISA.url,
      sourceName: UK_STUDENT_VISA.name,
      secondary: EDINBURGH,
      unreadOn: OFFICIAL_PAGES_UNREAD,
    },
    ukDecision: {
      label: w.ruleLabels.ukDecision,
      value: 3,
      unit: "weeks",
      effectiveFrom: null,
      sourceUrl: UK_STUDENT_VISA.url,
      sourceName: UK_STUDENT_VISA.name,
      secondary: EDINBURGH,
      unreadOn: OFFICIAL_PAGES_UNREAD,
    },
    ukArrivalEarliest: {
      label: w.ruleLabels.ukArrivalEarliest,
      value: 1,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: UK_STUDENT_VISA.url,
      sourceName: UK_STUDENT_VISA.name,
      secondary: {
        url: "https://www.studentsupport.manchester.ac.uk/immigration-and-visas/visas-and-applications/student-visa/applying-outside-uk/travel-to-the-uk/",
        name: w.sources.manchester,
      },
      unreadOn: OFFICIAL_PAGES_UNREAD,
    },
    irelandVisaEarliest: {
      label: w.ruleLabels.irelandVisaEarliest,
      value: 3,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
      sourceName: w.sources.irelandStudy,
      secondary: {
        url: "https://www.futuredirect.ie/irish-immigration/study-visas-ireland",
        name: w.sources.futureDirect,
      },
      unreadOn: OFFICIAL_PAGES_UNREAD,
    },
  };
}

/** Every figure the timeline counts with: its own and the country pages' (the UK's 28 days, the USA's 365 and 30). */
export function plannerRulesIn(w: PlannerWords = editionWords): Record<RuleKey, LeadTime> {
  return {
    ...plannerOwnRulesIn(w),
    ukFundsHeld: fromFigure(ukFacts.figures.fundsHeldDays),
    ukFundsWindow: fromFigure(ukFacts.figures.fundsWindowDays),
    usaVisaEarliest: fromFigure(usaFacts.figures.visaIssueDaysBefore),
    usaEntryEarliest: fromFigure(usaFacts.figures.entryDaysBefore),
    irelandBankStatements: fromFigure(irelandFacts.figures.bankStatementMonths),
  };
}
