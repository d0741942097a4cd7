import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useCarouselEngine } from "~/components/use-carousel-engine";
import { usePrefersReducedMotion } from "~/components/use-prefers-reduced-motion";
import { carouselText } from "~/content/controls";

type Move = "prev" | "next" | number;

interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly ReactNode[];
  /** Auto-advance interval (5000 ms by default). */
  delay?: number;
}

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full border border-white/25 bg-white/10 text-white " +
  "transition-colors hover:bg-white/20 focus-visible:outline-accent-300";

/**
 * One slide at a time, looping, 50 px apart, with Previous/Next buttons, one indicator per
 * slide and swipe. It auto-advances every `delay` ms, pauses while the pointer is over it or it has
 * keyboard focus, can be paused with its own button (WCAG 2.2.2), and never moves by itself under
 * `prefers-reduced-motion`.
 */
export function Carousel({ label, slides, delay = 5000 }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const { engine, load } = useCarouselEngine(viewportRef, delay);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  /** A control used before the carousel's code arrived: applied once it has. */
  const pendingMove = useRef<Move | null>(null);

  const shouldPlay = !reducedMotion && !hovered && !keyboardFocus && !userPaused;
  const shouldPlayRef = useRef(shouldPlay);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!engine) return;
    if (shouldPlay) engine.autoplay.play();
    else engine.autoplay.stop();
  }, [engine, shouldPlay]);

  const move = useCallback(
    (target: Move) => {
      if (!engine) {
        pendingMove.current = target;
        load();
        return;
      }
      const { api, autoplay } = engine;
      if (target === "prev") api.scrollPrev(reducedMotion);
      else if (target === "next") api.scrollNext(reducedMotion);
      else api.scrollTo(target, reducedMotion);
      autoplay.reset();
    },
    [engine, load, reducedMotion],
  );

  useEffect(() => {
    if (!engine) return;
    const { api, autoplay } = engine;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // The plugin restarts itself after a drag; keep it stopped while we are paused.
    const onPointerUp = () => {
      if (!shouldPlayRef.current) autoplay.stop();
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect).on("pointerUp", onPointerUp);
    if (pendingMove.current !== null) {
      move(pendingMove.current);
      pendingMove.current = null;
    }
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerUp", onPointerUp);
    };
  }, [engine, move]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.matches(":focus-visible")) setKeyboardFocus(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };

  return (
    <div
      role="group"
      aria-roledescription={carouselText.roleDescription}
      aria-label={label}
      data-carousel=""
      data-playing={shouldPlay ? "true" : "false"}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-[50px] flex touch-pan-y" aria-live={shouldPlay ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={carouselText.slideRoleDescription}
              aria-label={carouselText.slideLabel(index + 1, slides.length)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[50px]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-center gap-x-3 gap-y-4 sm:gap-x-6">
        <button
          type="button"
          className={controlClasses}
          aria-label={carouselText.previous}
          onClick={() => move("prev")}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1" role="group" aria-label={carouselText.indicatorsLabel}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={carouselText.goTo(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => move(index)}
              className="group/indicator inline-flex h-6 w-10 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="h-1.5 w-8 rounded-full bg-white/35 transition-colors group-hover/indicator:bg-white/60 group-aria-[current=true]/indicator:bg-accent-400"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClasses}
          aria-label={carouselText.next}
          onClick={() => move("next")}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            className={controlClasses}
            aria-label={userPaused ? carouselText.play : carouselText.pause}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? (
              <Play className="size-5" aria-hidden="true" />
            ) : (
              <Pause className="size-5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
    </div>
  );
}
