/**
 * The Services page: five numbered services, Key Features and a call to action (the hero is in
 * heroes.ts). This module keeps the numbers, the order of every list, the icons, links and the exams'
 * names; the words come from the edition's catalogue (app/words/<language>/services.ts), each list item's
 * by its id. Each section ends in something a student can act on.
 */
import * as words from "~words/services";
import { pages } from "./pages";
import type { Feature, IconName } from "./types";

export interface ServiceSection {
  number: number;
  title: string;
  intro: string;
  /** What the student gets, as short steps. */
  points: readonly string[];
  /** A next step the student can take today. */
  tip: string;
  icon: IconName;
}

/** The words of a list's items, in the order given by their ids. */
function inOrder<Id extends string, Words>(ids: readonly Id[], byId: Readonly<Record<Id, Words>>): Words[] {
  return ids.map((id) => byId[id]);
}

/** Cards in the order given, each with its icon and its words found by id. */
function cardsOf<Id extends string>(
  cards: readonly { id: Id; icon: IconName }[],
  byId: Readonly<Record<Id, { title: string; description: string }>>,
): (Feature & { id: Id })[] {
  return cards.map(({ id, icon }) => ({
    id,
    title: byId[id].title,
    description: byId[id].description,
    icon,
  }));
}

export const counselling = {
  number: 1,
  title: words.counselling.title,
  intro: words.counselling.intro,
  points: inOrder(["shortlist", "costs", "plan"], words.counselling.points),
  tip: words.counselling.tip,
  icon: "compass",
} as const satisfies ServiceSection;

export const mockInterviews = {
  number: 2,
  title: words.mockInterviews.title,
  intro: words.mockInterviews.intro,
  points: inOrder(["officer", "feedback", "rounds"], words.mockInterviews.points),
  tip: words.mockInterviews.tip,
  icon: "mic",
} as const satisfies ServiceSection;

export const visaSupport = {
  number: 3,
  title: words.visaSupport.title,
  intro: words.visaSupport.intro,
  tip: words.visaSupport.tip,
  icon: "file-check",
  cards: cardsOf(
    [
      { id: "study", icon: "graduation-cap" },
      { id: "resident", icon: "id-card" },
      { id: "visitor", icon: "plane" },
      { id: "business", icon: "briefcase" },
    ],
    words.visaSupport.cards,
  ),
} as const;

export const scholarshipGuidance = {
  number: 4,
  title: words.scholarshipGuidance.title,
  intro: words.scholarshipGuidance.intro,
  points: inOrder(["list", "calendar", "feedback"], words.scholarshipGuidance.points),
  tip: words.scholarshipGuidance.tip,
  icon: "award",
  form: { heading: words.scholarshipGuidance.formHeading },
} as const satisfies ServiceSection & { form: { heading: string } };

/** The exams in the order shown: their names are proper nouns, the same in every edition. */
const exams = [
  { id: "gre", title: "GRE", icon: "pen-line" },
  { id: "ielts", title: "IELTS", icon: "messages-square" },
  { id: "toefl", title: "TOEFL", icon: "globe" },
  { id: "pte", title: "PTE", icon: "timer" },
] as const satisfies readonly {
  id: keyof typeof words.examPreparation.exams;
  title: string;
  icon: IconName;
}[];

export const examPreparation = {
  number: 5,
  title: words.examPreparation.title,
  intro: words.examPreparation.intro,
  tip: words.examPreparation.tip,
  icon: "book-open",
  exams: exams.map(({ id, title, icon }) => ({
    id,
    title,
    description: words.examPreparation.exams[id],
    icon,
  })) satisfies Feature[],
} as const;

export const keyFeatures = {
  eyebrow: words.keyFeatures.eyebrow,
  title: words.keyFeatures.title,
  subtitle: words.keyFeatures.subtitle,
  items: cardsOf(
    [
      { id: "practiceTests", icon: "list-checks" },
      { id: "strategies", icon: "lightbulb" },
      { id: "plans", icon: "target" },
    ],
    words.keyFeatures.items,
  ),
} as const;

export const callToAction = {
  title: words.callToAction.title,
  text: words.callToAction.text,
  button: { label: words.callToAction.buttonLabel, to: pages.contact.path },
} as const;

export const serviceSectionsText = {
  tipLabel: words.serviceSectionsText.tipLabel,
  pointsTitle: words.serviceSectionsText.pointsTitle,
  /** Prefix of each numbered section heading for screen readers and eyes, e.g. "1". */
  numberLabel: words.serviceSectionsText.numberLabel,
} as const;
