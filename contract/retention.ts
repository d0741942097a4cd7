/**
 * How long personal data is kept, as the privacy notice (`/privacy`) tells visitors. The notice is
 * prerendered from these values, and the server uses them as the defaults of its retention settings and
 * refuses to start with a longer one (a shorter one is logged as a warning): the notice never promises
 * less than the server does. docs/decisions/0007-privacy-notice-retention.md.
 */
export const statedRetention = {
  /** Enquiries untouched this long, whatever their status, are anonymised (STAFF_RETENTION_MONTHS). */
  enquiryMonths: 24,
  /** Analytics events are deleted after this many days (ANALYTICS_RETENTION_DAYS). */
  analyticsDays: 396,
} as const;

export interface RetentionSettings {
  staffRetentionMonths: number;
  analyticsRetentionDays: number;
}

export interface RetentionMismatch {
  variable: "STAFF_RETENTION_MONTHS" | "ANALYTICS_RETENTION_DAYS";
  configured: number;
  stated: number;
  unit: "months" | "days";
}

/** Each setting that differs from what the privacy notice states. */
export function retentionMismatches(settings: RetentionSettings): RetentionMismatch[] {
  const pairs: RetentionMismatch[] = [
    {
      variable: "STAFF_RETENTION_MONTHS",
      configured: settings.staffRetentionMonths,
      stated: statedRetention.enquiryMonths,
      unit: "months",
    },
    {
      variable: "ANALYTICS_RETENTION_DAYS",
      configured: settings.analyticsRetentionDays,
      stated: statedRetention.analyticsDays,
      unit: "days",
    },
  ];
  return pairs.filter((pair) => pair.configured !== pair.stated);
}
