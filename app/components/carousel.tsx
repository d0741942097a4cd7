import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { carouselText } from "~/content/controls";

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
 * One slide at a time, looping, 50 px apart, with Previous/Next buttons, one indicator per slide and
 * swipe; it auto-advances every `delay` ms and can be paused with its own button. Rendered as static HTML
 * showing the first slide; the behaviour is app/scripts/carousel.ts (the pause button appears with it,
 * unless the visitor asks for reduced motion). Without JavaScript (`noscript:`, the `scripting: none`
 * media query) every slide is shown, one under the other, and the buttons, which need the script, are
 * not: every slide can be read either way.
 */
export function Carousel({ label, slides, delay = 5000 }: CarouselProps) {
  return (
    <div
      role="group"
      aria-roledescription={carouselText.roleDescription}
      aria-label={label}
      data-carousel=""
      data-delay={delay}
    >
      <div data-carousel-viewport="" className="overflow-hidden">
        <div
          data-carousel-track=""
          className="-ml-[50px] flex touch-pan-y noscript:ml-0 noscript:flex-col noscript:gap-6"
          aria-live="off"
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={carouselText.slideRoleDescription}
              aria-label={carouselText.slideLabel(index + 1, slides.length)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[50px] noscript:pl-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-center gap-x-3 gap-y-4 sm:gap-x-6 noscript:hidden">
        <button
          type="button"
          className={controlClasses}
          aria-label={carouselText.previous}
          data-carousel-prev=""
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1" role="group" aria-label={carouselText.indicatorsLabel}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={carouselText.goTo(index + 1)}
              aria-current={index === 0 ? "true" : undefined}
              data-carousel-goto={index}
              className="group/indicator inline-flex h-6 w-10 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="h-1.5 w-8 rounded-full bg-white/35 transition-colors group-hover/indicator:bg-white/60 group-aria-[current=true]/indicator:bg-accent-400"
              />
            </button>
          ))}
        </div>
        <button type="button" className={controlClasses} aria-label={carouselText.next} data-carousel-next="">
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          hidden
          className={`${controlClasses} group/pause`}
          aria-label={carouselText.pause}
          data-carousel-pause=""
          data-label-pause={carouselText.pause}
          data-label-play={carouselText.play}
        >
          <Pause className="size-5 group-data-paused/pause:hidden" aria-hidden="true" />
          <Play className="hidden size-5 group-data-paused/pause:block" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
