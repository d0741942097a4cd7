import { statusLabels, type EnquiryStatus } from "#contract/staff";

const tone: Record<EnquiryStatus, string> = {
  new: "bg-brand-100 text-brand-900",
  contacted: "bg-sky-100 text-sky-900",
  counselling: "bg-indigo-100 text-indigo-900",
  applied: "bg-violet-100 text-violet-900",
  offer_received: "bg-amber-100 text-amber-900",
  visa_filed: "bg-orange-100 text-orange-900",
  enrolled: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
