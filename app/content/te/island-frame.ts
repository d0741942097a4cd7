/** Telugu texts that code in the browser shows around an island: the spinner's words and the error screen. */
import type { TwinOf } from "~/i18n/twin";

export const loadingText = "లోడ్ అవుతోంది...";

export const applicationError = {
  title: "అనుకోని లోపం జరిగింది!",
  fallbackMessage: "ఈ పేజీని చూపించడంలో ఏదో పొరపాటు జరిగింది.",
  homeLink: "హోమ్ పేజీకి వెళ్లండి",
  reload: "పేజీని మళ్లీ లోడ్ చేయండి",
} as const;

export type SameShape = TwinOf<typeof import("../island-frame"), typeof import("./island-frame")>;
