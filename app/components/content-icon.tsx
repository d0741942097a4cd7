import {
  Award,
  BookOpen,
  Briefcase,
  Compass,
  FileCheck,
  Globe,
  GraduationCap,
  HandCoins,
  House,
  IdCard,
  Lightbulb,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  Mic,
  PenLine,
  Plane,
  Route,
  ShieldCheck,
  Stamp,
  Target,
  Timer,
  Users,
  Wallet,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "book-open": BookOpen,
  briefcase: Briefcase,
  compass: Compass,
  "file-check": FileCheck,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "hand-coins": HandCoins,
  house: House,
  "id-card": IdCard,
  lightbulb: Lightbulb,
  "list-checks": ListChecks,
  "messages-square": MessagesSquare,
  mic: Mic,
  "pen-line": PenLine,
  plane: Plane,
  route: Route,
  "shield-check": ShieldCheck,
  stamp: Stamp,
  target: Target,
  timer: Timer,
  users: Users,
  wallet: Wallet,
};

interface ContentIconProps {
  name: IconName;
  className?: string;
}

/** Draws an icon named in the content modules. Decorative: the card's title says what it means. */
export function ContentIcon({ name, className = "size-6" }: ContentIconProps) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
