/**
 * Telugu texts of the Contact page; the hero's words are in heroes.ts. Addresses, phones, emails, hours
 * and branches come from the site configuration (site.ts).
 */
import type { WordsOf } from "../types";
import type * as en from "../en/contact";

export const contactForm = {
  heading: "సంప్రదించండి",
} as const satisfies WordsOf<typeof en.contactForm>;

export const howToReach = {
  eyebrow: "నేరుగా రండి లేదా కాల్ చేయండి",
  title: "మమ్మల్ని ఎలా చేరుకోవాలి",
  subtitle: "కార్యాలయ వేళల్లో నేరుగా రండి, కాల్ చేయండి, లేదా మాకు రాయండి. కౌన్సెలర్ మీ సందేహాలకు జవాబిస్తారు.",
  officeLabel: "ప్రధాన కార్యాలయం",
  phoneLabel: "ఫోన్",
  whatsappLabel: "WhatsApp",
  emailLabel: "ఈమెయిల్",
  hoursLabel: "కార్యాలయ వేళలు",
  mapLink: "మ్యాప్‌లో చూడండి",
  mapLinkContext: "(ఓపెన్‌స్ట్రీట్‌మ్యాప్ సైట్‌లో తెరుచుకుంటుంది)",
} as const satisfies WordsOf<typeof en.howToReach>;

export const branchesSection = {
  eyebrow: "మీకు దగ్గరలో",
  title: "మా బ్రాంచ్‌లు",
  subtitle: "ఇంటికి దగ్గరలోనే కలవాలనుకుంటున్నారా? మా బ్రాంచ్‌ల కౌన్సెలర్లు కూడా ఇవే సేవలు అందిస్తారు.",
  phoneLabel: "ఫోన్",
  emailLabel: "ఈమెయిల్",
} as const satisfies WordsOf<typeof en.branchesSection>;
