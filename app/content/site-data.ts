/**
 * Site configuration (docs/content-editing.md): the one place for the consultancy's name, contact details and
 * links, without words: ./site.ts adds each edition's words (the tagline, the offices' and networks' names,
 * office hours: app/words/<language>/site.ts, keyed by the ids below), and the build's configuration reads
 * this module, which needs no alias (docs/decisions/0009-words-apart-from-logic.md).
 *
 * Every value below is a clearly fictional example. Replace them with the real ones before launch;
 * `npm run build` prints a warning for each example value that is still here (see `findExampleValues`).
 * docs/content-editing.md explains each field.
 */

export interface Phone {
  /** As shown to visitors, e.g. "+91 90000 00001". */
  display: string;
  /** E.164 form used in tel: links, e.g. "+919000000001". */
  e164: string;
}

export interface Address {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type SocialNetwork = "facebook" | "instagram" | "linkedin" | "youtube" | "x";

/** The branches' ids: the enquiry forms' offices other than the head office (contract/enquiry-fields.ts). */
export type BranchId = "vijayawada" | "hyderabad" | "vishakapatnam";

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the link, e.g. "Facebook". */
  label: string;
  url: string;
}

export interface Branch {
  city: string;
  address: Address;
  phone: Phone;
  email: string;
}

/** The person who answers privacy requests and complaints (India's DPDP Act, 2023). */
export interface GrievanceOfficer {
  name: string;
  role: string;
  email: string;
  phone: Phone;
}

export interface SiteConfig {
  brandName: string;
  shortName: string;
  tagline: string;
  /** Public address of the site, without a trailing slash; canonical URLs and the sitemap use it. */
  siteUrl: string;
  foundedYear: number;
  /** One experience figure drives the landing page, the About paragraph and the stats block. */
  yearsOfExperience: number;
  /** The head office; `city` is its city as the page names it (the address keeps the postal form). */
  office: { name: string; city: string; address: Address; mapUrl: string };
  phones: readonly [Phone, Phone];
  email: string;
  /** The WhatsApp number in E.164 form like the phones' `e164`, e.g. "+919000000001" (wa.me links). */
  whatsappNumber: string;
  officeHours: { days: string; hours: string; label: string };
  socialLinks: readonly SocialLink[];
  branches: readonly Branch[];
  /** Where the browser sends enquiries and analytics (the API base); same origin by default. */
  apiBase: string;
  /** First year shown in the copyright line, which runs to the year of the build. */
  copyrightStartYear: number;
  /** Named in the privacy notice (/privacy) as the contact for privacy requests and grievances. */
  grievanceOfficer: GrievanceOfficer;
}

export const socialLinks: readonly Omit<SocialLink, "label">[] = [
  { network: "facebook", url: "https://www.facebook.com/example" },
  { network: "instagram", url: "https://www.instagram.com/example" },
  { network: "linkedin", url: "https://www.linkedin.com/company/example" },
  { network: "youtube", url: "https://www.youtube.com/@example" },
  { network: "x", url: "https://x.com/example" },
];

export const branches: readonly (Omit<Branch, "city"> & { id: BranchId })[] = [
  {
    id: "vijayawada",
    address: {
      line1: "Example Plaza, 1st Floor",
      line2: "MG Road, Labbipet",
      city: "Vijayawada",
      state: "Andhra Pradesh",
      postalCode: "520010",
      country: "India",
    },
    phone: { display: "+91 90000 00011", e164: "+919000000011" },
    email: "vijayawada@example.com",
  },
  {
    id: "hyderabad",
    address: {
      line1: "Example House, 3rd Floor",
      line2: "Road No. 1, Ameerpet",
      city: "Hyderabad",
      state: "Telangana",
      postalCode: "500016",
      country: "India",
    },
    phone: { display: "+91 90000 00012", e164: "+919000000012" },
    email: "hyderabad@example.com",
  },
  {
    id: "vishakapatnam",
    address: {
      line1: "Example Chambers, Ground Floor",
      line2: "Dwaraka Nagar",
      city: "Vishakapatnam",
      state: "Andhra Pradesh",
      postalCode: "530016",
      country: "India",
    },
    phone: { display: "+91 90000 00013", e164: "+919000000013" },
    email: "vizag@example.com",
  },
];

/** The configuration without its words; ./site.ts adds them. */
export const siteData = {
  brandName: "Vidyapath Overseas Education",
  shortName: "Vidyapath",
  siteUrl: "https://www.example.com",
  foundedYear: 2003,
  yearsOfExperience: 23,
  office: {
    address: {
      line1: "Example Towers, 2nd Floor",
      line2: "Lakshmipuram Main Road",
      city: "Guntur",
      state: "Andhra Pradesh",
      postalCode: "522007",
      country: "India",
    },
    mapUrl: "https://www.openstreetmap.org/search?query=Lakshmipuram%20Main%20Road%2C%20Guntur",
  },
  phones: [
    { display: "+91 90000 00001", e164: "+919000000001" },
    { display: "+91 90000 00002", e164: "+919000000002" },
  ],
  email: "enquiries@example.com",
  whatsappNumber: "+919000000001",
  socialLinks,
  branches,
  apiBase: "/api",
  copyrightStartYear: 2024,
  grievanceOfficer: {
    name: "Example Grievance Officer",
    email: "privacy@example.com",
    phone: { display: "+91 90000 00001", e164: "+919000000001" },
  },
} as const satisfies Partial<Record<keyof SiteConfig, unknown>>;

/** One line for an address, e.g. in the footer or JSON-LD. */
export function formatAddress(address: Address): string {
  return `${address.line1}, ${address.line2}, ${address.city}, ${address.state} ${address.postalCode}`;
}

const EXAMPLE_MARKERS = [/example\.com/i, /\bexample\b/i, /^\+?91\s?90000\s?000\d\d$/, /^91900000000\d$/];

/**
 * Lists the configuration values that are still the shipped examples, as `path: value` lines.
 * The production build prints them as warnings.
 */
export function findExampleValues(value: unknown, path = "site"): string[] {
  if (typeof value === "string") {
    return EXAMPLE_MARKERS.some((marker) => marker.test(value)) ? [`${path}: ${value}`] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findExampleValues(item, `${path}[${index}]`));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => findExampleValues(item, `${path}.${key}`));
  }
  return [];
}
