/** Telugu words of ../en/quick-estimate.ts: the quick estimate in the home page's hero. */
import type { WordsOf } from "../types";
import type * as en from "../en/quick-estimate";

export const quickEstimateText = {
  heading: "రూపాయల్లో ఎంత ఖర్చవుతుంది?",
  country: "దేశం",
  level: "చదువు స్థాయి",
  submit: "నా అంచనా చూపించండి",
  hint: "మీ ఎంపికతో ఖర్చుల కాలిక్యులేటర్ తెరుచుకుంటుంది: మొత్తం ఖర్చు, చూపించాల్సిన నిధులు ₹ లక్షల్లో.",
} as const satisfies WordsOf<typeof en.quickEstimateText>;
