/**
 * The site configuration's visitor-facing words in Telugu: the tagline, the head office's name, office
 * hours, the branches' city names, the social networks' names and the grievance officer's role. Every
 * number, address, phone, e-mail and link is the English module's (postal addresses stay as the post
 * office and maps read them: docs/glossary-te.md).
 */
import type { TwinOf } from "~/i18n/twin";
import * as en from "../site";
import type { SiteConfig, SocialNetwork } from "../site";

export type {
  Address,
  Branch,
  GrievanceOfficer,
  Phone,
  SiteConfig,
  SocialLink,
  SocialNetwork,
} from "../site";
export { findExampleValues, formatAddress } from "../site";

/** The branches' cities in Telugu script; a branch added without its Telugu name fails the build. */
const branchCities: Readonly<Record<string, string>> = {
  Vijayawada: "విజయవాడ",
  Hyderabad: "హైదరాబాద్",
  Vishakapatnam: "విశాఖపట్నం",
};

function teluguCity(city: string): string {
  const name = branchCities[city];
  if (name === undefined) throw new Error(`No Telugu name for the branch city ${JSON.stringify(city)}`);
  return name;
}

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "ఫేస్‌బుక్",
  instagram: "ఇన్‌స్టాగ్రామ్",
  linkedin: "లింక్డ్‌ఇన్",
  youtube: "యూట్యూబ్",
  x: "ఎక్స్ (ట్విట్టర్)",
};

export const site: SiteConfig = {
  ...en.site,
  tagline: "యూకే, అమెరికా, కెనడా, జర్మనీ, ఐర్లాండ్‌లలో చదువుకు నిజాయితీతో కూడిన మార్గదర్శనం.",
  office: { ...en.site.office, name: "గుంటూరు ప్రధాన కార్యాలయం" },
  officeHours: {
    days: "సోమ–శని",
    hours: "ఉదయం 9 – సాయంత్రం 6",
    label: "సోమ–శని, ఉదయం 9 – సాయంత్రం 6",
  },
  socialLinks: en.site.socialLinks.map((link) => ({ ...link, label: socialLabels[link.network] })),
  branches: en.site.branches.map((branch) => ({ ...branch, city: teluguCity(branch.city) })),
  grievanceOfficer: { ...en.site.grievanceOfficer, role: "ఫిర్యాదుల పరిష్కార అధికారి" },
};

export type SameShape = TwinOf<typeof import("../site"), typeof import("./site")>;
