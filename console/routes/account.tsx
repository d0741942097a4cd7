/**
 * Your account: who you are, your passkeys (add one on this device or a security key, remove one) and
 * your alerts.
 * A passkey signs you in without the password; the password keeps working.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { officeLabels, type PasskeyInfo } from "#contract/staff";
import { api } from "../api";
import { AlertSettings } from "../components/alert-settings";
import { ErrorMessage } from "../components/error-message";
import { AwaySwitch } from "../components/person-routing";
import { Loading } from "../components/loading";
import { istTime } from "../format";
import { addPasskey, passkeysSupported } from "../passkeys";
import { useMe } from "../session";

const passkeysKey = ["passkeys"] as const;
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-ink focus:border-brand-600";
const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** The browser's own message when the person cancels the dialog, or the server's. */
function failureText(error: unknown): Error {
  if (error instanceof Error && error.name === "NotAllowedError")
    return new Error("No passkey was added (the dialog was closed or timed out).");
  return error instanceof Error ? error : new Error("The passkey could not be added.");
}

export default function AccountPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [supported] = useState(passkeysSupported);
  useEffect(() => {
    document.title = "Your account · Staff console";
  }, []);

  const passkeys = useQuery({
    queryKey: passkeysKey,
    queryFn: () => api<{ passkeys: PasskeyInfo[] }>("/passkeys"),
  });
  const add = useMutation({
    mutationFn: async () => {
      try {
        return await addPasskey(name.trim() || undefined);
      } catch (error) {
        throw failureText(error);
      }
    },
    onSuccess: (list) => {
      queryClient.setQueryData(passkeysKey, { passkeys: list });
      setName("");
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<undefined>(`/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
  const user = me.data?.user;

  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-ink">Your account</h1>
      {user && (
        <p className="text-sm text-ink-muted">
          {user.name}, {user.email} · {user.role === "admin" ? "Admin" : "Counsellor"},{" "}
          {officeLabels[user.office]}
        </p>
      )}
      <AwaySwitch />
      <section
        aria-labelledby="passkeys-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="passkeys-heading" className="text-base font-bold text-ink">
          Passkeys
        </h2>
        <p className="text-sm text-ink-muted">
          A passkey signs you in with this device&apos;s screen lock or a security key, without typing the
          password.
        </p>
        {passkeys.isPending ? (
          <Loading />
        ) : passkeys.isError ? (
          <ErrorMessage error={passkeys.error} />
        ) : passkeys.data.passkeys.length === 0 ? (
          <p className="text-sm text-ink">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
            {passkeys.data.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  <span className="font-semibold text-ink">{passkey.name}</span>
                  <span className="block text-xs text-ink-muted">
                    Added {istTime(passkey.createdAt)}
                    {passkey.lastUsedAt ? ` · last used ${istTime(passkey.lastUsedAt)}` : " · not used yet"}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(passkey.id)}
                  aria-label={`Remove ${passkey.name}`}
                  className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:border-brand-500"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {remove.isError && <ErrorMessage error={remove.error} />}
        {supported ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate();
            }}
          >
            <div>
              <label htmlFor="passkey-name" className="block text-sm font-medium text-ink">
                Name of the new passkey (optional)
              </label>
              <input
                id="passkey-name"
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                placeholder="e.g. Office laptop"
                className={inputClass}
              />
            </div>
            {add.isError && <ErrorMessage error={add.error} />}
            {add.isSuccess && (
              <p role="status" className="text-sm text-green-800">
                Passkey added.
              </p>
            )}
            <button type="submit" disabled={add.isPending} className={buttonClass}>
              Add a passkey
            </button>
          </form>
        ) : (
          <p className="text-sm text-ink-muted">This browser cannot use passkeys.</p>
        )}
      </section>
      {user && <AlertSettings role={user.role} />}
    </div>
  );
}
