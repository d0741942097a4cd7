/**
 * Shapes of the page content (D3). Content modules under app/content/ hold the data; sections render it.
 * Icons are named here and drawn by `~/components/content-icon` so content stays plain data.
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

/** An image shipped with the site (an imported asset URL), always sized to avoid layout shift (D14). */
export interface ContentImage {
  src: string;
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
  name: string;
  role: string;
  phone: { display: string; e164: string };
}

/** Texts of a page's hero banner (the banner itself belongs to the layout). */
export interface HeroContent {
  title: string;
  subtitle?: string;
  description?: string;
  buttonText?: string;
  buttonLink?: string;
  stats?: string[];
  /** Alt text is not needed: hero backgrounds are decorative. */
  backgroundImage: string;
}
