interface SpinnerProps {
  className?: string;
}

/** A decorative spinning ring; pair it with visible text such as `Loading...` or `Submitting...`. */
export function Spinner({ className = "size-5" }: SpinnerProps) {
  return (
    <svg className={`animate-spin-slow ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
