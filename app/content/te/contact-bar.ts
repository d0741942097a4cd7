/**
 * Telugu texts of the contact bar at the bottom of every page on phones, and of the call-back request it
 * opens. Where "Request a call back" leads is the English bar's link, on the Telugu Contact page.
 */
import { localePath } from "~/i18n/paths";
import type { TwinOf } from "~/i18n/twin";
import * as en from "../contact-bar";

export const contactBar = {
  label: "కౌన్సెలర్‌తో మాట్లాడండి",
  call: "కాల్ చేయండి",
  whatsapp: "WhatsApp",
  callBack: "కాల్ బ్యాక్ కోరండి",
  callBackPath: localePath(en.contactBar.callBackPath, "te"),
} as const;

export const callBackForm = {
  ...en.callBackForm,
  heading: "కాల్ బ్యాక్ కోరండి",
  intro: "మీ పేరు, ఫోన్ నంబర్ ఇవ్వండి. మీకు వీలైన సమయంలో కౌన్సెలర్ మీకు కాల్ చేస్తారు, తెలుగులో గానీ ఇంగ్లీష్‌లో గానీ.",
  close: "మూసివేయండి",
  submitLabel: "నాకు కాల్ చేయండి",
  slotPrompt: "సమయాన్ని ఎంచుకోండి",
  doneButton: "సరే",
} as const;

export type SameShape = TwinOf<typeof import("../contact-bar"), typeof import("./contact-bar")>;
