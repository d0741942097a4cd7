/**
 * Shapes of the page content (docs/content-editing.md). Content modules under app/content/ hold the data;
 * sections render it. Icons are named here and drawn by `~/components/content-icon` so content stays plain
 * data.
 */

export type IconName =
  | "compass"
  | "award"
  | "file-check"
  | "house"
  | "mic"
  | "book-open"
  | "graduation-cap"
  | "briefcase"
  | "wallet"
  | "hand-coins"
  | "plane"
  | "stamp"
  | "id-card"
  | "target"
  | "lightbulb"
  | "route"
  | "list-checks"
  | "timer"
  | "pen-line"
  | "shield-check"
  | "users"
  | "messages-square"
  | "globe";

/** Artwork in app/assets/illustrations/ (the file name without `.svg`). */
export type IllustrationName =
  | "student-thinking"
  | "faq"
  | "avatar-1"
  | "avatar-2"
  | "avatar-3"
  | "destination-uk"
  | "destination-usa"
  | "destination-canada"
  | "destination-germany"
  | "destination-ireland";

/**
 * An illustration shipped with the site, always sized to avoid layout shift. Content names the
 * file; `~/components/content-image` resolves it to the hashed asset URL, so content stays plain data.
 */
export interface ContentImage {
  illustration: IllustrationName;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
}

/** A card with a title, a sentence or two and an icon: services, loans, features, strengths. */
export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface TextLink {
  label: string;
  to: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  /** An optional next step shown under the answer. */
  link?: TextLink;
}

export interface Testimonial {
  /** Fictional example student until real students agree to be quoted. */
  name: string;
  /** Course and university. */
  title: string;
  /** Headline quote. */
  quote: string;
  /** Body of the testimonial. */
  text: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  image: ContentImage;
}

export interface Stat {
  value: string;
  label: string;
}

export interface TeamMember {
  /** The name as the edition writes it (Telugu script on Telugu pages). */
  name: string;
  /**
   * The letters of the card's round badge: the initials the person signs with ("KV"), the same in every
   * edition (a Telugu monogram would read as a syllable, not as initials).
   */
  monogram: string;
  role: string;
  phone: { display: string; e164: string };
}
