/**
 * The six services of the consultancy ("What We Offer"), shown as cards on the home page in this order;
 * each card's words come from the edition's catalogue by its id (app/words/<language>/services-list.ts).
 */
import * as words from "~words/services-list";
import type { Feature, IconName } from "./types";

export type ServiceId = keyof typeof words.services;

const cards: readonly { id: ServiceId; icon: IconName }[] = [
  { id: "counselling", icon: "compass" },
  { id: "scholarships", icon: "award" },
  { id: "visas", icon: "file-check" },
  { id: "accommodation", icon: "house" },
  { id: "mockInterviews", icon: "mic" },
  { id: "examPreparation", icon: "book-open" },
];

export const services: readonly (Feature & { id: ServiceId })[] = cards.map(({ id, icon }) => ({
  id,
  title: words.services[id].title,
  description: words.services[id].description,
  icon,
}));
