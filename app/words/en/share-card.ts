/**
 * The share card's words: the 1200×630 image that WhatsApp, Facebook and X show in a link's preview, one
 * per language (scripts/make-images.ts draws it, app/lib/seo.ts names it in every page's head). The
 * countries are keyed by their code; the card lists them in the site's order.
 */
export const shareCard = {
  headline: "Study Beyond Borders, Succeed Without Limits!",
  tagline: "Study abroad counselling in Guntur, Vijayawada, Hyderabad & Vishakapatnam",
  countries: { uk: "UK", usa: "USA", canada: "Canada", germany: "Germany", ireland: "Ireland" },
} as const;
