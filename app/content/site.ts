/**
 * Site configuration (docs/content-editing.md): the consultancy's name, contact details and links
 * (./site-data.ts, the one place to change them) with this edition's words: the tagline, the offices' and
 * networks' names, office hours (app/words/<language>/site.ts, keyed by id:
 * docs/decisions/0009-words-apart-from-logic.md).
 *
 * Every value is a clearly fictional example. Replace them with the real ones before launch;
 * `npm run build` prints a warning for each example value that is still there (see `findExampleValues`).
 * docs/content-editing.md explains each field.
 */
import { site as words } from "~words/site";
import { type SiteConfig, siteData } from "./site-data";

export type {
  Address,
  Branch,
  BranchId,
  GrievanceOfficer,
  Phone,
  SiteConfig,
  SocialLink,
  SocialNetwork,
} from "./site-data";
export { findExampleValues, formatAddress } from "./site-data";

export const site: SiteConfig = {
  brandName: siteData.brandName,
  shortName: siteData.shortName,
  tagline: words.tagline,
  siteUrl: siteData.siteUrl,
  foundedYear: siteData.foundedYear,
  yearsOfExperience: siteData.yearsOfExperience,
  office: { name: words.office.name, city: words.office.city, ...siteData.office },
  phones: siteData.phones,
  email: siteData.email,
  whatsappNumber: siteData.whatsappNumber,
  officeHours: words.officeHours,
  socialLinks: siteData.socialLinks.map((link) => ({
    network: link.network,
    label: words.socialLabels[link.network],
    url: link.url,
  })),
  branches: siteData.branches.map(({ id, ...branch }) => ({ city: words.branchCities[id], ...branch })),
  apiBase: siteData.apiBase,
  copyrightStartYear: siteData.copyrightStartYear,
  grievanceOfficer: {
    name: siteData.grievanceOfficer.name,
    role: words.grievanceOfficerRole,
    email: siteData.grievanceOfficer.email,
    phone: siteData.grievanceOfficer.phone,
  },
};
