/**
 * Words of the interactive controls (carousel, rating), so components hold no prose
 * (docs/content-editing.md).
 */

export const carouselText = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous slide",
  next: "Next slide",
  goTo: (slide: number) => `Go to slide ${slide}`,
  slideLabel: (slide: number, total: number) => `${slide} of ${total}`,
  indicatorsLabel: "Choose a slide",
  pause: "Pause automatic sliding",
  play: "Resume automatic sliding",
} as const;

export const ratingText = {
  label: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
} as const;
