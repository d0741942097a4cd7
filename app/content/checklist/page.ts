/**
 * The checklist page of this edition: every situation's list prerendered once (each distinct entry once,
 * tagged with the choices it belongs to), the form's choices, and the links to book a mock interview.
 * The words and formatters are the edition's (the build's `~words` alias).
 */
import { bookingPaths } from "~/content/booking";
import { checklistText } from "~words/checklist";
import * as editionFormat from "~words/countries/format";
import { buildDate } from "../countries/schedule";
import type { IsoDate } from "../countries/types";
import {
  checklistCountries,
  checklistFactsOn,
  checklistKeys,
  checklistLevels,
  defaultSituation,
  familyChoices,
  fundingChoices,
  prerenderedEntries,
} from "./checklist";

export { checklistText };

/** Everything the page shows, as it stands on `today` (the build date by default). */
export function checklistPage(today: IsoDate = buildDate) {
  const facts = checklistFactsOn(today);
  const text = checklistText;
  return {
    keys: checklistKeys,
    defaults: defaultSituation,
    countries: checklistCountries.map((code) => ({
      code,
      name: facts[code].name,
      shortName: facts[code].shortName,
      bookPath: bookingPaths.mockInterview(code),
    })),
    levels: checklistLevels.map((id) => ({ id, label: text.levels[id] })),
    funds: fundingChoices.map((id) => ({ id, label: text.funds[id] })),
    family: familyChoices.map((id) => ({ id, label: text.family[id] })),
    entries: prerenderedEntries(facts, text, editionFormat, today),
  };
}

export type ChecklistPageData = ReturnType<typeof checklistPage>;
