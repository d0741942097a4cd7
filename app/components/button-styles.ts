/** Class names of the site's buttons, shared by <button> and links styled as buttons. */
export type ButtonVariant = "primary" | "secondary" | "light";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 " +
  "disabled:cursor-not-allowed disabled:opacity-70 focus-visible:outline-offset-4";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 py-2 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
