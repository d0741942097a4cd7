import heroImage from "~/assets/hero-globe.svg";
import { countryHero } from "~/content/heroes";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => pageMeta(pages.studyInGermany);

export default function StudyInGermanyPage() {
  const hero = countryHero(pages.studyInGermany.countryName);
  return <HeroBanner {...hero} backgroundImage={heroImage} height="medium" />;
}
