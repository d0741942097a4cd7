/**
 * Routing (admins; docs/staff-console.md, "Routing"): the ordered rules that give each new enquiry an
 * office and a counsellor as it arrives. Add, edit, delete and move rules; the default rule, always last,
 * is explained below them.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { officeLabels, type Office, type StaffList } from "#contract/staff";
import {
  defaultRoutingRuleText,
  routingMatchFieldLabels,
  routingMatchFields,
  routingMatchValues,
  type RoutingMatchField,
  type RoutingRule,
  type RoutingRuleInput,
  type RoutingRules,
} from "#contract/staff-routing";
import { api, ApiFailure } from "../api";
import { ErrorMessage } from "../components/error-message";
import { fieldControlClass, FormField } from "../components/form-field";
import { Loading } from "../components/loading";
import { OfficeOptions } from "../components/office-options";

const rulesKey = ["routing-rules"] as const;
const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-50";

const emptyRule: RoutingRuleInput = {
  matchField: "office",
  matchValue: "guntur",
  office: "guntur",
  assigneeId: null,
};

/** The form of a new rule, or of one being edited. */
function RuleForm({
  rule,
  people,
  onDone,
}: {
  rule?: RoutingRule;
  people: StaffList["staff"];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const prefix = rule ? `rule-${rule.id}` : "new-rule";
  const [value, setValue] = useState<RoutingRuleInput>(
    rule
      ? {
          matchField: rule.matchField,
          matchValue: rule.matchValue,
          office: rule.office,
          assigneeId: rule.assignee?.id ?? null,
        }
      : emptyRule,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: RoutingRuleInput) =>
      rule
        ? api<RoutingRule>(`/routing-rules/${rule.id}`, { method: "PUT", body })
        : api<RoutingRule>("/routing-rules", { method: "POST", body }),
    onSuccess: () => {
      setFieldErrors({});
      if (!rule) setValue(emptyRule);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiFailure && error.body.fieldErrors) setFieldErrors(error.body.fieldErrors);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });

  const counsellors = people.filter((person) => person.office === value.office);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(value);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={rule ? `Edit rule ${rule.position}` : "New rule"}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <FormField id={`${prefix}-field`} label="When">
        {(control) => (
          <select
            className={fieldControlClass}
            value={value.matchField}
            onChange={(event) => {
              const matchField = event.target.value as RoutingMatchField;
              setValue({ ...value, matchField, matchValue: routingMatchValues[matchField][0]?.value ?? "" });
            }}
            {...control}
          >
            {routingMatchFields.map((field) => (
              <option key={field} value={field}>
                {routingMatchFieldLabels[field]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${prefix}-value`} label="Is" error={fieldErrors.matchValue}>
        {(control) => (
          <select
            className={fieldControlClass}
            value={value.matchValue}
            onChange={(event) => setValue({ ...value, matchValue: event.target.value })}
            {...control}
          >
            {routingMatchValues[value.matchField].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${prefix}-office`} label="Send to office" error={fieldErrors.office}>
        {(control) => (
          <select
            className={fieldControlClass}
            value={value.office}
            onChange={(event) =>
              setValue({ ...value, office: event.target.value as Office, assigneeId: null })
            }
            {...control}
          >
            <OfficeOptions />
          </select>
        )}
      </FormField>
      <FormField id={`${prefix}-assignee`} label="Counsellor" error={fieldErrors.assigneeId}>
        {(control) => (
          <select
            className={fieldControlClass}
            value={value.assigneeId ?? ""}
            onChange={(event) => setValue({ ...value, assigneeId: event.target.value || null })}
            {...control}
          >
            <option value="">Round robin in the office</option>
            {counsellors.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {rule ? "Save rule" : "Add rule"}
        </button>
        {rule && (
          <button
            type="button"
            onClick={onDone}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-500"
          >
            Cancel
          </button>
        )}
      </div>
      {save.isError && !(save.error instanceof ApiFailure && save.error.body.fieldErrors) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <ErrorMessage error={save.error} />
        </div>
      )}
    </form>
  );
}

function RuleItem({ rule, last, people }: { rule: RoutingRule; last: boolean; people: StaffList["staff"] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const change = useMutation({
    mutationFn: (action: "up" | "down" | "delete") =>
      action === "delete"
        ? api<undefined>(`/routing-rules/${rule.id}`, { method: "DELETE" })
        : api<RoutingRules>(`/routing-rules/${rule.id}/move`, {
            method: "POST",
            body: { direction: action },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
  const target = `${officeLabels[rule.office]}${rule.assignee ? `, ${rule.assignee.name}` : ", round robin"}`;
  return (
    <li className="px-4 py-3">
      {editing ? (
        <RuleForm rule={rule} people={people} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink">
            <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900">
              {rule.position}
            </span>
            <span className="font-semibold">{rule.description}</span> → {target}
            {rule.assignee && !rule.assignee.available && (
              <span className="ml-2 text-xs text-amber-800">
                (away or deactivated: round robin meanwhile)
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButtonClass}
              disabled={rule.position === 1 || change.isPending}
              onClick={() => change.mutate("up")}
              aria-label={`Move rule ${rule.position} up`}
            >
              Up
            </button>
            <button
              type="button"
              className={smallButtonClass}
              disabled={last || change.isPending}
              onClick={() => change.mutate("down")}
              aria-label={`Move rule ${rule.position} down`}
            >
              Down
            </button>
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => setEditing(true)}
              aria-label={`Edit rule ${rule.position}`}
            >
              Edit
            </button>
            <button
              type="button"
              className={smallButtonClass}
              disabled={change.isPending}
              onClick={() => {
                if (window.confirm(`Delete rule ${rule.position} (${rule.description})?`))
                  change.mutate("delete");
              }}
              aria-label={`Delete rule ${rule.position}`}
            >
              Delete
            </button>
          </div>
        </div>
      )}
      {change.isError && <ErrorMessage error={change.error} />}
    </li>
  );
}

export default function RoutingPage() {
  const rules = useQuery({ queryKey: rulesKey, queryFn: () => api<RoutingRules>("/routing-rules") });
  const people = useQuery({
    queryKey: ["people"],
    queryFn: () => api<StaffList>("/people"),
    staleTime: 300_000,
  });
  useEffect(() => {
    document.title = "Routing · Staff console";
  }, []);
  const staff = people.data?.staff ?? [];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">Routing</h1>
      <p className="max-w-3xl text-sm text-ink-muted">
        Each new enquiry is routed as it arrives: a likely duplicate goes to the counsellor of the first
        enquiry while they are available; otherwise the first rule below that matches sends it to an office
        (and to the rule&apos;s counsellor, or round robin among the office&apos;s counsellors who are active
        and not away).
      </p>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <ErrorMessage error={rules.error} />
      ) : (
        <section aria-labelledby="rules-heading" className="space-y-3">
          <h2 id="rules-heading" className="text-base font-bold text-ink">
            Rules, in order
          </h2>
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {rules.data.rules.map((rule, index) => (
              <RuleItem
                key={rule.id}
                rule={rule}
                last={index === rules.data.rules.length - 1}
                people={staff}
              />
            ))}
            <li className="bg-slate-50 px-4 py-3 text-sm text-ink-muted">{defaultRoutingRuleText}</li>
          </ol>
        </section>
      )}
      <section
        aria-labelledby="new-rule-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="new-rule-heading" className="mb-3 text-base font-bold text-ink">
          Add a rule
        </h2>
        <RuleForm people={staff} onDone={() => undefined} />
      </section>
    </div>
  );
}
