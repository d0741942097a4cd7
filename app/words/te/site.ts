/**
 * The site configuration's words in Telugu (../en/site.ts). Every number, address, phone, e-mail and link
 * is the configuration's own (postal addresses stay as the post office and maps read them:
 * docs/glossary-te.md).
 */
import type { WordsOf } from "../types";
import type * as en from "../en/site";

export const site = {
  tagline: "యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో చదువుకు నిజాయితీతో కూడిన మార్గదర్శనం.",
  office: { name: "గుంటూరు ప్రధాన కార్యాలయం", city: "గుంటూరు" },
  // No-break spaces keep "ఉదయం 9" and "సాయంత్రం 6" on one line each in a narrow column.
  officeHours: {
    days: "సోమ–శని",
    hours: "ఉదయం\u00a09 – సాయంత్రం\u00a06",
    label: "సోమ–శని, ఉదయం\u00a09 – సాయంత్రం\u00a06",
  },
  socialLabels: {
    facebook: "ఫేస్‌బుక్",
    instagram: "ఇన్‌స్టాగ్రామ్",
    linkedin: "లింక్డ్‌ఇన్",
    youtube: "యూట్యూబ్",
    x: "ఎక్స్ (ట్విట్టర్)",
  },
  branchCities: {
    vijayawada: "విజయవాడ",
    hyderabad: "హైదరాబాద్",
    vishakapatnam: "విశాఖపట్నం",
  },
  grievanceOfficerRole: "ఫిర్యాదుల పరిష్కార అధికారి",
} as const satisfies WordsOf<typeof en.site>;
