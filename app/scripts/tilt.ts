/**
 * Cards that tilt in 3D towards the pointer and return flat when it leaves (the home page's Loan
 * Solutions, `data-tilt`). Touch pointers and `prefers-reduced-motion` get no tilt. The transform is set
 * through the CSSOM, which a strict Content-Security-Policy allows.
 */
const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function enhanceTilt(card: HTMLElement, maxTilt = Number(card.dataset.tilt) || 8): void {
  card.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch" || reducedMotion()) return;
    const box = card.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    const rotateX = (-y * 2 * maxTilt).toFixed(2);
    const rotateY = (x * 2 * maxTilt).toFixed(2);
    card.style.transform = `perspective(900px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale3d(1.02, 1.02, 1.02)`;
  });
  const reset = () => {
    card.style.transform = "";
  };
  card.addEventListener("pointerleave", reset);
  card.addEventListener("pointercancel", reset);
}
