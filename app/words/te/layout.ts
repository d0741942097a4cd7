/** Telugu words of the frame around every page (../en/layout.ts). */
import type { WordsOf } from "../types";
import type * as en from "../en/layout";

export const navigation = {
  label: "ప్రధాన",
  items: {
    home: "హోమ్",
    services: "సేవలు",
    studyAbroad: "విదేశీ విద్య",
    costCalculator: "ఖర్చుల కాలిక్యులేటర్",
    about: "మా గురించి",
  },
  contactButton: "సంప్రదించండి",
  bookButton: "ఉచిత సమావేశం బుక్ చేసుకోండి",
  phoneCostsLink: { label: "ఖర్చులు", context: "ఖర్చుల కాలిక్యులేటర్" },
  menuLabel: "ప్రధాన (మెనూ)",
  homeLinkLabel: (brand: string) => `${brand}, హోమ్ పేజీ`,
  openMenu: "మెనూ తెరవండి",
  closeMenu: "మెనూ మూసివేయండి",
  mobileContactHeading: "కౌన్సెలర్‌తో మాట్లాడండి",
  callLabel: "కాల్ చేయండి",
  emailLabel: "ఈమెయిల్",
} as const satisfies WordsOf<typeof en.navigation>;

export const skipLinkText: WordsOf<typeof en.skipLinkText> = "ప్రధాన విషయానికి వెళ్లండి";

export const footer = {
  quickLinksHeading: "ముఖ్యమైన లింకులు",
  destinationsHeading: "విదేశీ విద్య",
  contactHeading: "సంప్రదించండి",
  socialHeading: "మమ్మల్ని ఫాలో అవ్వండి",
  officeHoursLabel: "కార్యాలయ వేళలు",
  rightsText: "సర్వ హక్కులూ ప్రత్యేకించబడినవి.",
  disclaimer:
    "వీసా, అడ్మిషన్ నిర్ణయాలను రాయబార కార్యాలయాలు, యూనివర్సిటీలే తీసుకుంటాయి; వాటిలో దేనికీ మేము హామీ ఇవ్వము. ఈ సైట్‌లో చూపిన ఫీజులు, నిబంధనలతో పాటు వాటి ఆధారాలు, తేదీలు ఇచ్చాము.",
} as const satisfies WordsOf<typeof en.footer>;

export const notFound = {
  title: "పేజీ కనబడలేదు",
  message: "క్షమించండి, మీరు వెతుకుతున్న పేజీ మాకు కనబడలేదు",
  homeLink: "హోమ్ పేజీకి వెళ్లండి",
  contactLink: "సంప్రదించండి",
  hint: "చిరునామా తప్పుగా టైప్ అయి ఉండవచ్చు, లేదా పేజీ వేరే చోటికి మారి ఉండవచ్చు. ఈ పేజీలు ఉపయోగపడవచ్చు:",
} as const satisfies WordsOf<typeof en.notFound>;
