import type { ReactNode } from "react";

interface TiltCardProps {
  children: ReactNode;
  className?: string;
  /** Largest rotation in degrees, reached at the card's edges. */
  maxTilt?: number;
}

/**
 * A card that tilts in 3D towards the pointer and returns flat when it leaves (the home page's Loan
 * Solutions); the behaviour is app/scripts/tilt.ts.
 */
export function TiltCard({ children, className = "", maxTilt = 8 }: TiltCardProps) {
  return (
    <div
      data-tilt={maxTilt}
      className={`transition-transform duration-200 ease-out transform-3d ${className}`}
    >
      {children}
    </div>
  );
}
