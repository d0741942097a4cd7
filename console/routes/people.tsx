/**
 * People (admins): invite a person (the link is shown here once and mailed), everyone with an account
 * with role, office, last sign-in and live sessions, ending a person's sessions, deactivating an
 * account (and making it active again), and the invitations not yet used.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  invitationHours,
  invitationSchema,
  officeLabels,
  staffRoles,
  type InvitationCreated,
  type NewInvitation,
  type Team,
  type TeamMember,
} from "#contract/staff";
import { api, ApiFailure } from "../api";
import { ErrorMessage } from "../components/error-message";
import { fieldControlClass, FormField } from "../components/form-field";
import { AwayToggle, DeactivateWithHandOff } from "../components/person-routing";
import { Loading } from "../components/loading";
import { istTime } from "../format";
import { useMe } from "../session";
import { OfficeOptions } from "../components/office-options";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500 disabled:opacity-70";
const roleLabels = { admin: "Admin", counsellor: "Counsellor" } as const;
const teamKey = ["team"] as const;
const blankInvitation: NewInvitation = { email: "", name: "", role: "counsellor", office: "guntur" };

function InviteForm() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<InvitationCreated>();
  const [failure, setFailure] = useState<unknown>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewInvitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: blankInvitation,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    setCreated(undefined);
    try {
      const result = await api<InvitationCreated>("/invitations", { method: "POST", body: values });
      setCreated(result);
      reset();
      void queryClient.invalidateQueries({ queryKey: teamKey });
    } catch (error) {
      const fieldErrors = error instanceof ApiFailure ? error.body.fieldErrors : undefined;
      if (fieldErrors) {
        for (const [name, message] of Object.entries(fieldErrors)) {
          if (name in blankInvitation)
            setError(name as keyof NewInvitation, { message }, { shouldFocus: true });
        }
      } else setFailure(error);
    }
  });

  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="invite-heading" className="text-base font-bold text-ink">
        Invite a person
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="invite-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input type="email" className={fieldControlClass} {...control} {...register("email")} />
          )}
        </FormField>
        <FormField id="invite-name" label="Name" error={errors.name?.message}>
          {(control) => <input className={fieldControlClass} {...control} {...register("name")} />}
        </FormField>
        <FormField id="invite-role" label="Role" error={errors.role?.message}>
          {(control) => (
            <select className={fieldControlClass} {...control} {...register("role")}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="invite-office" label="Office" error={errors.office?.message}>
          {(control) => (
            <select className={fieldControlClass} {...control} {...register("office")}>
              <OfficeOptions />
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" disabled={isSubmitting} className={buttonClass}>
            Send invitation
          </button>
        </div>
      </form>
      {failure !== undefined && (
        <div className="mt-3">
          <ErrorMessage error={failure} />
        </div>
      )}
      {created && (
        <div
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950"
        >
          <p>
            {created.mailed
              ? `Invitation mailed to ${created.invitation.email}.`
              : `The mail to ${created.invitation.email} could not be sent; give them the link yourself.`}{" "}
            The link works once, for {invitationHours} hours, and is shown only now.
          </p>
          <label htmlFor="invite-link" className="mt-2 block font-medium">
            Invitation link
          </label>
          <input
            id="invite-link"
            readOnly
            value={created.link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${fieldControlClass} font-mono`}
          />
        </div>
      )}
    </section>
  );
}

function PersonActions({ person, self, team }: { person: TeamMember; self: boolean; team: TeamMember[] }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: (path: "revoke-sessions" | "deactivate" | "reactivate") =>
      api<undefined>(`/people/${person.id}/${path}`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
  if (self) return <span className="text-xs text-ink-muted">You</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={smallButtonClass}
        disabled={action.isPending || person.activeSessions === 0}
        onClick={() => action.mutate("revoke-sessions")}
        aria-label={`End sessions of ${person.name}`}
      >
        End sessions
      </button>
      {person.deactivatedAt ? (
        <button
          type="button"
          className={smallButtonClass}
          disabled={action.isPending}
          onClick={() => action.mutate("reactivate")}
          aria-label={`Reactivate ${person.name}`}
        >
          Reactivate
        </button>
      ) : (
        // Offers to hand their open enquiries to a colleague (docs/staff-console.md, "Routing").
        <DeactivateWithHandOff person={person} team={team} />
      )}
      <AwayToggle person={person} />
      {action.isError && <ErrorMessage error={action.error} />}
    </div>
  );
}

function lastSignIn(person: TeamMember) {
  return person.lastSignInAt ? istTime(person.lastSignInAt) : "Never";
}

export default function PeoplePage() {
  const me = useMe();
  const team = useQuery({ queryKey: teamKey, queryFn: () => api<Team>("/team") });
  useEffect(() => {
    document.title = "People · Staff console";
  }, []);
  const selfId = me.data?.user?.id;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">People</h1>
      {team.isPending ? (
        <Loading />
      ) : team.isError ? (
        <ErrorMessage error={team.error} />
      ) : (
        <>
          <InviteForm />
          <section aria-labelledby="team-heading" className="space-y-3">
            <h2 id="team-heading" className="text-base font-bold text-ink">
              Staff
            </h2>
            <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Staff with an account</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Office
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Last sign-in
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Sessions
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {team.data.people.map((person) => (
                    <tr
                      key={person.id}
                      className={person.deactivatedAt ? "bg-slate-50 text-ink-muted" : undefined}
                    >
                      <td className="px-4 py-3 align-top">
                        <span className="font-semibold text-ink">{person.name}</span>
                        <span className="block text-xs text-ink-muted">{person.email}</span>
                        {person.deactivatedAt && (
                          <span className="block text-xs font-semibold">Deactivated</span>
                        )}
                      </td>
                      <td className="px-4 py-3 align-top">{roleLabels[person.role]}</td>
                      <td className="px-4 py-3 align-top">{officeLabels[person.office]}</td>
                      <td className="px-4 py-3 align-top">{lastSignIn(person)}</td>
                      <td className="px-4 py-3 align-top">{person.activeSessions}</td>
                      <td className="px-4 py-3 align-top">
                        <PersonActions person={person} self={person.id === selfId} team={team.data.people} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden">
              {team.data.people.map((person) => (
                <li key={person.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                  <p className="font-semibold text-ink">
                    {person.name}
                    {person.deactivatedAt && <span className="ml-2 text-xs text-ink-muted">Deactivated</span>}
                  </p>
                  <p className="text-xs break-words text-ink-muted">{person.email}</p>
                  <p className="mt-1 text-ink-muted">
                    {roleLabels[person.role]}, {officeLabels[person.office]} · Last sign-in{" "}
                    {lastSignIn(person)} · {person.activeSessions}{" "}
                    {person.activeSessions === 1 ? "session" : "sessions"}
                  </p>
                  <div className="mt-2">
                    <PersonActions person={person} self={person.id === selfId} team={team.data.people} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {team.data.invitations.length > 0 && (
            <section aria-labelledby="invitations-heading" className="space-y-3">
              <h2 id="invitations-heading" className="text-base font-bold text-ink">
                Invitations not yet used
              </h2>
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
                {team.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="px-4 py-3">
                    <span className="font-semibold text-ink">{invitation.name}</span>{" "}
                    <span className="break-words text-ink-muted">{invitation.email}</span>
                    <span className="block text-xs text-ink-muted">
                      {roleLabels[invitation.role]}, {officeLabels[invitation.office]} · expires{" "}
                      {istTime(invitation.expiresAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
