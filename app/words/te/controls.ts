/** Telugu words of the interactive controls (carousel, rating). */
import type { WordsOf } from "../types";
import type * as en from "../en/controls";

export const carouselText = {
  roleDescription: "స్లైడ్ షో",
  slideRoleDescription: "స్లైడ్",
  previous: "మునుపటి స్లైడ్",
  next: "తర్వాతి స్లైడ్",
  goTo: (slide: number) => `స్లైడ్ ${slide}కి వెళ్లండి`,
  slideLabel: (slide: number, total: number) => `${total}లో ${slide}`,
  indicatorsLabel: "స్లైడ్‌ను ఎంచుకోండి",
  pause: "స్లైడ్‌లు ఆటోమేటిక్‌గా మారడం ఆపండి",
  play: "స్లైడ్‌లు ఆటోమేటిక్‌గా మారడం మళ్లీ ప్రారంభించండి",
} as const satisfies WordsOf<typeof en.carouselText>;

export const ratingText = {
  label: (rating: number, max: number) => `${max}కి ${rating} రేటింగ్`,
} as const satisfies WordsOf<typeof en.ratingText>;
