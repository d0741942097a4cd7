import type { ReactNode } from "react";

interface ReachCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** One way to reach us: an icon, a title and the details. */
export function ReachCard({ icon, title, children }: ReachCardProps) {
  return (
    <li className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-2 space-y-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}
