import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

export interface CarouselEngine {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/** Looping, one slide per view, start-aligned; the timer is started and stopped by the caller. */
async function createEngine(viewport: HTMLElement, delay: number): Promise<CarouselEngine> {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import("embla-carousel"),
    import("embla-carousel-autoplay"),
  ]);
  const autoplay = Autoplay({
    delay,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
  });
  const api = EmblaCarousel(viewport, { loop: true, align: "start", duration: 30 }, [autoplay]);
  return { api, autoplay };
}

/**
 * Embla (with its autoplay plugin) on the element of `viewportRef`, loaded when the carousel comes near
 * the viewport or is first used, not with the page: it is the lowest section of the home page, and the
 * library would otherwise be a sixth of the page's script. Until then the prerendered first slide shows.
 * `load()` starts loading at once (a control used before the carousel scrolled near).
 */
export function useCarouselEngine(viewportRef: RefObject<HTMLElement | null>, delay: number) {
  const [engine, setEngine] = useState<CarouselEngine | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  const load = useCallback(() => {
    const viewport = viewportRef.current;
    if (started.current || !viewport) return;
    started.current = true;
    void createEngine(viewport, delay).then((created) => {
      if (mounted.current) setEngine(created);
      else created.api.destroy();
    });
  }, [delay, viewportRef]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    if (typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [load, viewportRef]);

  useEffect(() => () => engine?.api.destroy(), [engine]);

  return { engine, load };
}
