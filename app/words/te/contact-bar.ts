/** Telugu words of the contact bar and of the call-back request it opens (../en/contact-bar.ts). */
import type { WordsOf } from "../types";
import type * as en from "../en/contact-bar";

export const contactBar = {
  label: "కౌన్సెలర్‌తో మాట్లాడండి",
  call: "కాల్ చేయండి",
  whatsapp: "WhatsApp",
  book: "ఉచిత సమావేశం బుక్ చేయండి",
  callBack: "కాల్ బ్యాక్ కోరండి",
} as const satisfies WordsOf<typeof en.contactBar>;

export const callBackForm = {
  heading: "కాల్ బ్యాక్ కోరండి",
  intro: "మీ పేరు, ఫోన్ నంబర్ ఇవ్వండి. మీకు వీలైన సమయంలో కౌన్సెలర్ మీకు తెలుగులో గానీ ఇంగ్లిష్‌లో గానీ కాల్ చేస్తారు.",
  close: "మూసివేయండి",
  submitLabel: "నాకు కాల్ చేయండి",
  slotPrompt: "సమయాన్ని ఎంచుకోండి",
  doneButton: "సరే",
} as const satisfies WordsOf<typeof en.callBackForm>;
