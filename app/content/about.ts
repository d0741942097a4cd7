/**
 * The About page (the hero is in heroes.ts): the order of its lists, the figures, the team's phones;
 * the words come from the edition's catalogue (app/words/<language>/about.ts), each list item's by its id.
 */
import * as words from "~words/about";
import { site } from "./site";
import type { Stat, TeamMember } from "./types";

export const aboutUs = {
  eyebrow: words.aboutUs.eyebrow,
  title: words.aboutUs.title,
  paragraphs: [
    words.aboutUs.paragraphs.story(site.yearsOfExperience, site.brandName),
    words.aboutUs.paragraphs.help,
  ],
  officesTitle: words.aboutUs.officesTitle,
  /** Labels the head office in the list of offices (the branches follow it). */
  headOfficeLabel: words.aboutUs.headOfficeLabel,
  branchLabel: words.aboutUs.branchLabel,
} as const;

/** The mission's commitments in the order shown. */
const commitments = [
  "writtenPlan",
  "oneCounsellor",
  "straightAnswers",
] as const satisfies readonly (keyof typeof words.mission.commitments)[];

export const mission = {
  eyebrow: words.mission.eyebrow,
  title: words.mission.title,
  text: words.mission.text,
  commitments: commitments.map((id) => words.mission.commitments[id]),
} as const;

/** The values are the original specification's, kept on purpose; the note says what they are and are not. */
const figures = [
  { id: "universities", value: "1200+" },
  { id: "countries", value: "25+" },
  { id: "courses", value: "4500+" },
  // One configured experience figure for the landing page, the About paragraph and this block.
  { id: "experience", value: `${site.yearsOfExperience}+` },
] as const satisfies readonly { id: keyof typeof words.stats.labels; value: string }[];

export const stats = {
  title: words.stats.title,
  note: words.stats.note,
  items: figures.map(({ id, value }) => ({ id, value, label: words.stats.labels[id] })) satisfies Stat[],
} as const;

export const vision = {
  eyebrow: words.vision.eyebrow,
  title: words.vision.title,
  text: words.vision.text,
} as const;

export type TeamMemberId = keyof typeof words.team.members;

/**
 * The leadership, shown as team cards in this order. Names (in the catalogue) and phones are fictional
 * examples, like site.ts: replace them with the real ones before launch.
 */
const people: readonly { id: TeamMemberId; monogram: string; phone: TeamMember["phone"] }[] = [
  { id: "managingDirector", monogram: "KV", phone: { display: "+91 90000 00021", e164: "+919000000021" } },
  { id: "director", monogram: "PA", phone: { display: "+91 90000 00022", e164: "+919000000022" } },
];

export const team = {
  eyebrow: words.team.eyebrow,
  title: words.team.title,
  subtitle: words.team.subtitle,
  /** Accessible name of a call link, completed by the visible number. */
  callPrefix: words.team.callPrefix,
  members: people.map(({ id, monogram, phone }) => ({
    id,
    name: words.team.members[id].name,
    role: words.team.members[id].role,
    monogram,
    phone,
  })) satisfies TeamMember[],
} as const;
