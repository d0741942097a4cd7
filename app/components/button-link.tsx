import type { ReactNode } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "~/components/button-styles";

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A link styled as a button. `data-cta` marks it as a call to action, whose clicks analytics records as
 * `button_click` (docs/analytics.md).
 */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  size = "md",
  className = "",
}: ButtonLinkProps) {
  return (
    <a href={to} className={`${buttonClasses(variant, size)} ${className}`} data-cta="">
      {children}
    </a>
  );
}
