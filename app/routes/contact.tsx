import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => pageMeta(pages.contact);

export default function ContactPage() {
  const hero = heroes.contact;
  return <HeroBanner {...hero} backgroundImage={heroImage} height="medium" />;
}
