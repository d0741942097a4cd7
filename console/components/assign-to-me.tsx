/**
 * "Assign to me": the signed-in person takes an enquiry they may take (unassigned, and for a counsellor of
 * their office or not yet routed), through the assignment API with their own id.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnquiryDetail, Office, StaffUser } from "#contract/staff";
import { api } from "../api";
import { useMe } from "../session";

/** Whether `viewer` may take an enquiry with this office and assignee (the server decides again). */
export function mayTake(
  viewer: StaffUser | null | undefined,
  enquiry: { office: Office | null; assignee: { id: string } | null },
): boolean {
  if (!viewer || enquiry.assignee) return false;
  return viewer.role === "admin" || enquiry.office === null || enquiry.office === viewer.office;
}

export function useAssignToMe() {
  const me = useMe().data?.user;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<EnquiryDetail>(`/enquiries/${id}/assignment`, {
        method: "POST",
        body: { assigneeId: me?.id ?? null },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(["enquiry", detail.id], detail);
      void queryClient.invalidateQueries({ queryKey: ["inbox"] });
      void queryClient.invalidateQueries({ queryKey: ["my-day"] });
    },
  });
}

export function AssignToMeButton({
  id,
  name,
  compact = false,
}: {
  id: string;
  name?: string;
  compact?: boolean;
}) {
  const assign = useAssignToMe();
  return (
    <button
      type="button"
      onClick={() => assign.mutate(id)}
      disabled={assign.isPending}
      aria-label={name ? `Assign ${name} to me` : undefined}
      className={`rounded-md border border-brand-700 bg-white font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70 ${compact ? "px-2.5 py-1 text-xs" : "px-4 py-2 text-sm"}`}
    >
      {assign.isError ? "Could not assign: try again" : "Assign to me"}
    </button>
  );
}
