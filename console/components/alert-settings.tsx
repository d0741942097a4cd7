/**
 * The Account page's alerts (docs/staff-console.md, "Alerts"): which alerts I get (each saved as soon as
 * it is changed), and the "Allow notifications" button, the only thing that asks the browser's
 * permission.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { alertPaths, alertPreferenceLabels, type AlertPreferences } from "#contract/staff-alerts";
import type { StaffRole } from "#contract/staff";
import {
  alertPreferencesKey,
  allowNotifications,
  hasPushSubscription,
  notificationPermission,
  notificationsSupported,
  stopPush,
} from "../alerts";
import { api } from "../api";
import { ErrorMessage } from "./error-message";
import { Loading } from "./loading";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const secondaryClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-500 disabled:opacity-70";

const order: (keyof AlertPreferences)[] = ["assignmentMail", "browser", "digestMail", "escalationMail"];

export function AlertSettings({ role }: { role: StaffRole }) {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: alertPreferencesKey,
    queryFn: () => api<AlertPreferences>(alertPaths.preferences),
  });
  // The choice shows at once (set in the change's own render), and the saved answer replaces it.
  const [choosing, setChoosing] = useState<AlertPreferences | null>(null);
  const save = useMutation({
    mutationFn: (next: AlertPreferences) =>
      api<AlertPreferences>(alertPaths.preferences, { method: "PUT", body: next }),
    onSuccess: (saved) => queryClient.setQueryData(alertPreferencesKey, saved),
    onSettled: () => setChoosing(null),
  });
  const [permission, setPermission] = useState(notificationPermission);
  const pushed = useQuery({
    queryKey: ["alerts", "push"],
    queryFn: hasPushSubscription,
    staleTime: Infinity,
  });
  const allow = useMutation({
    mutationFn: allowNotifications,
    onSettled: () => {
      setPermission(notificationPermission());
      void pushed.refetch();
    },
  });
  const stop = useMutation({ mutationFn: stopPush, onSettled: () => void pushed.refetch() });

  const shown = order.filter((key) => key !== "escalationMail" || role === "admin");

  return (
    <section
      aria-labelledby="alerts-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="alerts-heading" className="text-base font-bold text-ink">
        Alerts
      </h2>
      {preferences.isPending ? (
        <Loading />
      ) : preferences.isError ? (
        <ErrorMessage error={preferences.error} />
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm text-ink-muted">Choose what you are told about. Saved at once.</legend>
          {shown.map((key) => (
            <label key={key} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={(choosing ?? preferences.data)[key]}
                disabled={save.isPending}
                onChange={(event) => {
                  const next = { ...preferences.data, [key]: event.target.checked };
                  setChoosing(next);
                  save.mutate(next);
                }}
              />
              <span>{alertPreferenceLabels[key]}</span>
            </label>
          ))}
          {save.isError && <ErrorMessage error={save.error} />}
          {save.isSuccess && (
            <p role="status" className="text-sm text-green-800">
              Saved.
            </p>
          )}
        </fieldset>
      )}
      <div className="space-y-2 border-t border-slate-100 pt-3">
        <h3 className="text-sm font-semibold text-ink">Notifications in this browser</h3>
        {!notificationsSupported() ? (
          <p className="text-sm text-ink-muted">This browser cannot show notifications.</p>
        ) : permission === "granted" ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-ink">
              {pushed.data
                ? "Notifications are on for this browser, even when the console is closed."
                : "Notifications are on for this browser while the console is open."}
            </p>
            {pushed.data ? (
              <button
                type="button"
                className={secondaryClass}
                disabled={stop.isPending}
                onClick={() => stop.mutate()}
              >
                Stop notifications here
              </button>
            ) : (
              <button
                type="button"
                className={secondaryClass}
                disabled={allow.isPending}
                onClick={() => allow.mutate()}
              >
                Also when the console is closed
              </button>
            )}
          </div>
        ) : permission === "denied" ? (
          <p className="text-sm text-ink-muted">
            Notifications are blocked for this site. Allow them in the browser&apos;s site settings, then
            reload.
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              The browser asks your permission only when you press the button.
            </p>
            <button
              type="button"
              className={buttonClass}
              disabled={allow.isPending}
              onClick={() => allow.mutate()}
            >
              Allow notifications
            </button>
          </>
        )}
        {(allow.isError || stop.isError) && <ErrorMessage error={allow.error ?? stop.error} />}
      </div>
    </section>
  );
}
