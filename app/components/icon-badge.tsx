import type { IconName } from "~/content/types";
import { ContentIcon } from "~/components/content-icon";

interface IconBadgeProps {
  name: IconName;
  tone?: "brand" | "accent" | "dark";
  className?: string;
}

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  accent: "bg-accent-100 text-brand-950 ring-accent-300/60",
  dark: "bg-white/10 text-accent-300 ring-white/15",
} as const;

/** A content icon in a rounded tile, used at the top of cards. */
export function IconBadge({ name, tone = "brand", className = "" }: IconBadgeProps) {
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ring-1 ${tones[tone]} ${className}`}
    >
      <ContentIcon name={name} className="size-6" />
    </span>
  );
}
