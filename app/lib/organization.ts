/** JSON-LD for the consultancy: the Guntur office and its three branches, in every page's served HTML. */
import type { Address } from "~/content/site";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/seo";

function postalAddress(address: Address) {
  return {
    "@type": "PostalAddress",
    streetAddress: `${address.line1}, ${address.line2}`,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postalCode,
    addressCountry: "IN",
  };
}

const openingHours = [
  {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "18:00",
  },
];

export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brandName,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: site.email,
    telephone: site.phones[0].e164,
    foundingDate: String(site.foundedYear),
    address: postalAddress(site.office.address),
    sameAs: site.socialLinks.map((link) => link.url),
    openingHoursSpecification: openingHours,
    areaServed: ["Andhra Pradesh", "Telangana"],
    department: site.branches.map((branch) => ({
      "@type": "LocalBusiness",
      name: `${site.brandName}, ${branch.city}`,
      address: postalAddress(branch.address),
      telephone: branch.phone.e164,
      email: branch.email,
      openingHoursSpecification: openingHours,
    })),
  };
}
