import heroImage from "~/assets/hero-globe.svg";
import { countryHero } from "~/content/heroes";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => pageMeta(pages.studyInCanada);

export default function StudyInCanadaPage() {
  const hero = countryHero(pages.studyInCanada.countryName);
  return <HeroBanner {...hero} backgroundImage={heroImage} height="medium" />;
}
