/**
 * Routing, away, bulk actions and the hand-off of a deactivated person's enquiries: the schemas of
 * /api/staff/routing-rules, /api/staff/enquiries/bulk, /api/staff/account/away,
 * /api/staff/people/:id/away and the deactivation's hand-off (docs/staff-console.md, "Routing" and
 * "Bulk actions"), and the words the console and the timeline use for them.
 */
import "./zod-config.ts";
import { z } from "zod";
import { enquiryKindLabels, enquiryKinds, enquiryLanguages, languageNames } from "./enquiry-fields.ts";
import { closeReasons, enquiryStatuses, officeLabels, offices, statusLabels, type Office } from "./staff.ts";

// ── Routing rules ─────────────────────────────────────────────────────────────────────────────────

/** What a rule matches of a new enquiry: the family's nearest office, their language, the page, the form. */
export const routingMatchFields = ["office", "language", "destination", "kind"] as const;
export type RoutingMatchField = (typeof routingMatchFields)[number];
export const routingMatchFieldLabels: Record<RoutingMatchField, string> = {
  office: "Nearest office",
  language: "Preferred language",
  destination: "Destination",
  kind: "Form",
};

/** The destination pages (`uk`: an enquiry sent from /study-in-uk or /te/study-in-uk). */
export const routingDestinations = ["uk", "usa", "canada", "germany", "ireland"] as const;
export type RoutingDestination = (typeof routingDestinations)[number];
export const routingDestinationLabels: Record<RoutingDestination, string> = {
  uk: "UK",
  usa: "USA",
  canada: "Canada",
  germany: "Germany",
  ireland: "Ireland",
};

/** The values a rule of each kind may match, with their labels (the editor's choices). */
export const routingMatchValues: Record<RoutingMatchField, readonly { value: string; label: string }[]> = {
  office: offices.map((value) => ({ value, label: officeLabels[value] })),
  language: enquiryLanguages.map((value) => ({ value, label: languageNames[value] })),
  destination: routingDestinations.map((value) => ({ value, label: routingDestinationLabels[value] })),
  kind: enquiryKinds.map((value) => ({ value, label: enquiryKindLabels[value] })),
};

/** "Nearest office is Guntur", "Preferred language is Telugu", "Destination is UK", "Form is Call back". */
export function describeRoutingMatch(field: RoutingMatchField, value: string): string {
  const label = routingMatchValues[field].find((choice) => choice.value === value)?.label ?? value;
  return `${routingMatchFieldLabels[field]} is ${label}`;
}

/** The body of `POST /api/staff/routing-rules` and `PUT /api/staff/routing-rules/:id` (admins). */
export const routingRuleInputSchema = z
  .strictObject({
    matchField: z.enum(routingMatchFields, "Please choose what the rule matches."),
    matchValue: z.string().max(40),
    office: z.enum(offices, "Please choose an office."),
    /** A counsellor of that office who gets the enquiry when available; null: round robin. */
    assigneeId: z.string().min(1).max(64).nullable(),
  })
  .refine((rule) => routingMatchValues[rule.matchField].some((choice) => choice.value === rule.matchValue), {
    message: "Please choose one of the listed values.",
    path: ["matchValue"],
  });
export type RoutingRuleInput = z.infer<typeof routingRuleInputSchema>;

export const routingRuleSchema = z.object({
  id: z.string(),
  /** 1 for the first rule. */
  position: z.number(),
  matchField: z.enum(routingMatchFields),
  matchValue: z.string(),
  office: z.enum(offices),
  assignee: z.object({ id: z.string(), name: z.string(), available: z.boolean() }).nullable(),
  /** "Preferred language is Telugu". */
  description: z.string(),
});
export type RoutingRule = z.infer<typeof routingRuleSchema>;

export const routingRulesSchema = z.object({ rules: z.array(routingRuleSchema) });
export type RoutingRules = z.infer<typeof routingRulesSchema>;

export const routingRuleParams = z.strictObject({ id: z.string().min(1).max(64) });
export const routingRuleMoveSchema = z.strictObject({ direction: z.enum(["up", "down"]) });
export type RoutingRuleMove = z.infer<typeof routingRuleMoveSchema>;

/** The default rule, always last: an enquiry naming an office goes to that office. */
export const defaultRoutingRuleText =
  "Default (always last): an enquiry that names a nearest office goes to that office, round robin among its available counsellors. An enquiry no rule matches stays unrouted.";

/** How an enquiry was routed, as its audit row's details say (`rule`). */
export type RoutedBy = "rule" | "default" | "duplicate" | "booking";

/** The details of a routing's audit row ("assigned", no actor). */
export interface RoutedDetails {
  routed: true;
  assigneeId: string | null;
  office: Office;
  rule: RoutedBy;
  ruleId?: string;
  matchField?: RoutingMatchField;
  matchValue?: string;
}

/** "Routed to Guntur, assigned to Priya (rule: Preferred language is Telugu)". */
export function routedText(details: Record<string, unknown>, assigneeName: string | null): string {
  const office = officeLabels[details.office as Office] ?? String(details.office);
  const who = assigneeName ? `assigned to ${assigneeName}` : "no counsellor available";
  const why =
    details.rule === "duplicate"
      ? "the counsellor of the first enquiry"
      : details.rule === "booking"
        ? "the counsellor of the booked meeting"
        : details.rule === "rule" && details.matchField
          ? `rule: ${describeRoutingMatch(details.matchField as RoutingMatchField, String(details.matchValue))}`
          : "rule: nearest office";
  return `Routed to ${office}, ${who} (${why})`;
}

// ── Away ─────────────────────────────────────────────────────────────────────────────────────────

/** `PUT /api/staff/account/away` (oneself) and `PUT /api/staff/people/:id/away` (admins). */
export const awaySchema = z.strictObject({ away: z.boolean() });
export type Away = z.infer<typeof awaySchema>;

/** `GET /api/staff/account/away`, and the People screen's flag per person. */
export const awayStateSchema = z.object({ away: z.boolean(), since: z.string().nullable() });
export type AwayState = z.infer<typeof awayStateSchema>;

export const awayListSchema = z.object({
  people: z.array(z.object({ id: z.string(), away: z.boolean(), openEnquiries: z.number() })),
});
export type AwayList = z.infer<typeof awayListSchema>;

// ── Bulk actions ─────────────────────────────────────────────────────────────────────────────────

export const bulkMaxIds = 100;

export const bulkActionSchema = z.discriminatedUnion(
  "type",
  [
    /** Give to a person (null: unassign); `me` resolves to the signed-in person. */
    z.strictObject({ type: z.literal("assign"), assigneeId: z.string().min(1).max(64).nullable() }),
    z
      .strictObject({
        type: z.literal("status"),
        status: z.enum(enquiryStatuses),
        closeReason: z.enum(closeReasons).optional(),
      })
      .refine((value) => value.status !== "closed" || value.closeReason !== undefined, {
        message: "Please choose why the enquiries are closed.",
        path: ["closeReason"],
      })
      .refine((value) => value.status === "closed" || value.closeReason === undefined, {
        message: "Only a closed enquiry has a reason.",
        path: ["closeReason"],
      }),
    /** Route to an office (its round robin picks no one: the office's counsellors take them). */
    z.strictObject({ type: z.literal("office"), office: z.enum(offices) }),
  ],
  "Please choose an action.",
);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkRequestSchema = z.strictObject({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1, "Please select at least one enquiry.")
    .max(bulkMaxIds, `Please select at most ${bulkMaxIds} enquiries at a time.`),
  action: bulkActionSchema,
});
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/**
 * What a bulk action did: the ids it changed, those it left as they were (already so), and those it
 * refused (`forbidden`: a counsellor's change outside their office; `not_found`: no such enquiry for
 * this person, which is also what an enquiry they may not see answers).
 */
export const bulkResultSchema = z.object({
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), reason: z.enum(["forbidden", "not_found"]) })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** "3 enquiries closed (Not interested)". */
export function bulkActionText(action: BulkAction): string {
  switch (action.type) {
    case "assign":
      return action.assigneeId ? "assigned" : "unassigned";
    case "status":
      return `set to ${statusLabels[action.status]}`;
    case "office":
      return `routed to ${officeLabels[action.office]}`;
  }
}

// ── Deactivation hand-off ────────────────────────────────────────────────────────────────────────

/**
 * The body of `POST /api/staff/people/:id/deactivate` (optional): who gets the person's open (not
 * closed) enquiries: a colleague of the same office, or nobody (`null`: they stay in the office,
 * unassigned). Without it, the enquiries stay assigned as before.
 */
export const deactivationSchema = z.strictObject({
  handTo: z.string().min(1).max(64).nullable().optional(),
});
export type Deactivation = z.infer<typeof deactivationSchema>;
