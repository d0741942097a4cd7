/**
 * Texts of the Contact page; the hero's words are in heroes.ts. Addresses,
 * phones, emails, hours and branches come from the site configuration (site.ts), never copied here.
 */

export const contactForm = {
  heading: "Contact Us",
} as const;

export const howToReach = {
  eyebrow: "Visit or call",
  title: "How to Reach Us",
  subtitle: "Walk in during office hours, call, or write to us. A counsellor will answer your questions.",
  officeLabel: "Head office",
  phoneLabel: "Phone",
  whatsappLabel: "WhatsApp",
  emailLabel: "Email",
  hoursLabel: "Office hours",
  mapLink: "Open in map",
  /** Appended for screen readers: the map opens on another site. */
  mapLinkContext: "(opens OpenStreetMap)",
} as const;

export const branchesSection = {
  eyebrow: "Closer to you",
  title: "Our Branches",
  subtitle: "Prefer to meet nearer home? Our branch counsellors offer the same services.",
  phoneLabel: "Phone",
  emailLabel: "Email",
} as const;
