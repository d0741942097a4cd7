/**
 * The header's count of enquiries newly assigned to me (docs/staff-console.md, "Alerts"): a link to my new
 * enquiries, read every 30 seconds while the tab is visible and again after each screen change and each
 * enquiry read (opening an enquiry makes it no longer new). Shows the page's own notification when the count grows and this
 * browser has no Web Push.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { alertPaths, type AlertPreferences } from "#contract/staff-alerts";
import { alertCountKey, alertPreferencesKey, useAlertCount, usePageNotifications } from "../alerts";
import { api } from "../api";

export function NewForMe() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const count = useAlertCount();
  const preferences = useQuery({
    queryKey: alertPreferencesKey,
    queryFn: () => api<AlertPreferences>(alertPaths.preferences),
    staleTime: 60_000,
  });
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: alertCountKey });
  }, [location.pathname, queryClient]);
  // An enquiry just read (its detail answered) is no longer new for me: ask for the count again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        if (event.query.queryKey[0] !== "enquiry") return;
        void queryClient.invalidateQueries({ queryKey: alertCountKey });
      }),
    [queryClient],
  );
  usePageNotifications(count.data, preferences.data);

  const n = count.data?.newForMe ?? 0;
  const label = n === 1 ? "1 new enquiry for me" : `${n} new enquiries for me`;
  return (
    <Link
      to="/?assignee=me&status=new"
      aria-label={label}
      title={label}
      className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold ${
        n > 0 ? "bg-amber-300 text-brand-950 hover:bg-amber-200" : "text-brand-100 hover:bg-white/10"
      }`}
    >
      <span aria-hidden="true">New for me</span>
      <span
        data-testid="new-for-me-count"
        aria-hidden="true"
        className={`min-w-6 rounded-full px-1.5 text-center tabular-nums ${n > 0 ? "bg-brand-950 text-white" : "bg-white/15"}`}
      >
        {n}
      </span>
    </Link>
  );
}
