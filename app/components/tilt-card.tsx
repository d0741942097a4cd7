import { type PointerEvent, type ReactNode, useRef } from "react";

interface TiltCardProps {
  children: ReactNode;
  className?: string;
  /** Largest rotation in degrees, reached at the card's edges. */
  maxTilt?: number;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A card that tilts in 3D towards the pointer and returns flat when it leaves (the home page's Loan
 * Solutions). Touch pointers and `prefers-reduced-motion` get no tilt. The transform is set through the
 * CSSOM, which a strict Content-Security-Policy allows.
 */
export function TiltCard({ children, className = "", maxTilt = 8 }: TiltCardProps) {
  const ref = useRef<HTMLDivElement>(null);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const card = ref.current;
    if (!card || event.pointerType === "touch" || reducedMotion()) return;
    const box = card.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    const rotateX = (-y * 2 * maxTilt).toFixed(2);
    const rotateY = (x * 2 * maxTilt).toFixed(2);
    card.style.transform = `perspective(900px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale3d(1.02, 1.02, 1.02)`;
  };

  const reset = () => {
    if (ref.current) ref.current.style.transform = "";
  };

  return (
    <div
      ref={ref}
      data-tilt=""
      onPointerMove={onPointerMove}
      onPointerLeave={reset}
      onPointerCancel={reset}
      className={`transition-transform duration-200 ease-out transform-3d ${className}`}
    >
      {children}
    </div>
  );
}
