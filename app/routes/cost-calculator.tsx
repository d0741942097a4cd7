import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => pageMeta(pages.costCalculator);

export default function CostCalculatorPage() {
  const hero = heroes.costCalculator;
  return <HeroBanner {...hero} backgroundImage={heroImage} height="small" />;
}
