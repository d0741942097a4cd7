import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/components/use-prefers-reduced-motion";
import { carouselText } from "~/content/controls";

interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly ReactNode[];
  /** Auto-advance interval (spec §9: 5000 ms). */
  delay?: number;
}

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full border border-white/25 bg-white/10 text-white " +
  "transition-colors hover:bg-white/20 focus-visible:outline-accent-300";

/**
 * One slide at a time, looping, 50 px apart (spec §9), with Previous/Next buttons, one indicator per
 * slide and swipe. It auto-advances every `delay` ms, pauses while the pointer is over it or it has
 * keyboard focus, can be paused with its own button (WCAG 2.2.2), and never moves by itself under
 * `prefers-reduced-motion` (D15).
 */
export function Carousel({ label, slides, delay = 5000 }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", duration: 30 }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  const shouldPlay = !reducedMotion && !hovered && !keyboardFocus && !userPaused;
  const shouldPlayRef = useRef(shouldPlay);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!api) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, shouldPlay]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // The plugin restarts itself after a drag; keep it stopped while we are paused.
    const onPointerUp = () => {
      if (!shouldPlayRef.current) autoplay.stop();
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect).on("pointerUp", onPointerUp);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerUp", onPointerUp);
    };
  }, [api, autoplay]);

  const scrollTo = useCallback(
    (move: "prev" | "next" | number) => {
      if (!api) return;
      if (move === "prev") api.scrollPrev(reducedMotion);
      else if (move === "next") api.scrollNext(reducedMotion);
      else api.scrollTo(move, reducedMotion);
      autoplay.reset();
    },
    [api, autoplay, reducedMotion],
  );

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
          onClick={() => scrollTo("prev")}
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
              onClick={() => scrollTo(index)}
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
          onClick={() => scrollTo("next")}
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
