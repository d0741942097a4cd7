/**
 * The testimonial carousel's behaviour on top of its static HTML (app/components/carousel.tsx): one slide
 * at a time, looping, with Previous/Next buttons, one indicator per slide and swipe (Embla). It
 * auto-advances every `data-delay` ms, pauses while the pointer is over it or it has keyboard focus, can
 * be paused with its own button (WCAG 2.2.2), and never moves by itself under `prefers-reduced-motion`.
 * Embla loads when the carousel comes near the viewport or a control is used, not with the page.
 */
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";

type Move = "prev" | "next" | number;

interface Engine {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

async function createEngine(viewport: HTMLElement, delay: number): Promise<Engine> {
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

export function enhanceCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const pauseButton = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const indicators = Array.from(root.querySelectorAll<HTMLButtonElement>("[data-carousel-goto]"));
  if (!viewport || !track) return;
  const delay = Number(root.dataset.delay) || 5000;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const state = { hovered: false, keyboardFocus: false, userPaused: false };
  let engine: Engine | null = null;
  let loading = false;
  let pending: Move | null = null;

  if (pauseButton && !reducedMotion) pauseButton.hidden = false;

  const shouldPlay = () => !reducedMotion && !state.hovered && !state.keyboardFocus && !state.userPaused;

  const update = () => {
    const playing = shouldPlay();
    root.dataset.playing = String(playing);
    track.setAttribute("aria-live", playing ? "off" : "polite");
    if (pauseButton) {
      const label = state.userPaused ? pauseButton.dataset.labelPlay : pauseButton.dataset.labelPause;
      if (label) pauseButton.setAttribute("aria-label", label);
      pauseButton.toggleAttribute("data-paused", state.userPaused);
    }
    if (!engine) return;
    if (playing) engine.autoplay.play();
    else engine.autoplay.stop();
  };

  const select = (index: number) => {
    indicators.forEach((indicator, position) => {
      if (position === index) indicator.setAttribute("aria-current", "true");
      else indicator.removeAttribute("aria-current");
    });
  };

  const move = (target: Move) => {
    if (!engine) {
      pending = target;
      load();
      return;
    }
    const { api, autoplay } = engine;
    if (target === "prev") api.scrollPrev(reducedMotion);
    else if (target === "next") api.scrollNext(reducedMotion);
    else api.scrollTo(target, reducedMotion);
    autoplay.reset();
  };

  function load() {
    if (loading || !viewport) return;
    loading = true;
    void createEngine(viewport, delay).then((created) => {
      engine = created;
      const { api, autoplay } = created;
      const onSelect = () => select(api.selectedScrollSnap());
      onSelect();
      api.on("select", onSelect).on("reInit", onSelect);
      // The plugin restarts itself after a drag; keep it stopped while we are paused.
      api.on("pointerUp", () => {
        if (!shouldPlay()) autoplay.stop();
      });
      update();
      if (pending !== null) {
        move(pending);
        pending = null;
      }
    });
  }

  root.querySelector("[data-carousel-prev]")?.addEventListener("click", () => move("prev"));
  root.querySelector("[data-carousel-next]")?.addEventListener("click", () => move("next"));
  for (const indicator of indicators) {
    indicator.addEventListener("click", () => move(Number(indicator.dataset.carouselGoto)));
  }
  pauseButton?.addEventListener("click", () => {
    state.userPaused = !state.userPaused;
    update();
  });
  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "mouse") {
      state.hovered = true;
      update();
    }
  });
  root.addEventListener("pointerleave", () => {
    state.hovered = false;
    update();
  });
  root.addEventListener("focusin", (event) => {
    if ((event.target as Element).matches(":focus-visible")) {
      state.keyboardFocus = true;
      update();
    }
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) {
      state.keyboardFocus = false;
      update();
    }
  });

  update();
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
}
