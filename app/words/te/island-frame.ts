/** Telugu words of ../en/island-frame.ts: the texts that code in the browser shows around an island: the spinner's words and the error screen. */
import type { WordsOf } from "../types";
import type * as en from "../en/island-frame";

export const loadingText: WordsOf<typeof en.loadingText> = "లోడ్ అవుతోంది...";

export const applicationError = {
  title: "అనుకోని లోపం జరిగింది!",
  fallbackMessage: "ఈ పేజీని చూపించడంలో ఏదో పొరపాటు జరిగింది.",
  homeLink: "హోమ్ పేజీకి వెళ్లండి",
  reload: "పేజీని మళ్లీ లోడ్ చేయండి",
} as const satisfies WordsOf<typeof en.applicationError>;
