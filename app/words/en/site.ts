/**
 * The words of the site configuration (app/content/site.ts): the tagline, the head office's name, office
 * hours, the social networks' and the branches' names (by id), and the grievance officer's role.
 */
import type { BranchId, SocialNetwork } from "~/content/site-data";

export const site = {
  tagline: "Honest guidance for studying in the UK, USA, Canada, Germany and Ireland.",
  /** The head office; `city` is its city as the page names it (the address keeps the postal form). */
  office: { name: "Guntur head office", city: "Guntur" },
  officeHours: { days: "Mon-Sat", hours: "9AM-6PM", label: "Mon-Sat 9AM-6PM" },
  /** Accessible names of the social links. */
  socialLabels: {
    facebook: "Facebook",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    youtube: "YouTube",
    x: "X (Twitter)",
  } satisfies Record<SocialNetwork, string>,
  /** The branches' cities as the pages name them (their addresses keep the postal form). */
  branchCities: {
    vijayawada: "Vijayawada",
    hyderabad: "Hyderabad",
    vishakapatnam: "Vishakapatnam",
  } satisfies Record<BranchId, string>,
  grievanceOfficerRole: "Grievance Officer",
} as const;
