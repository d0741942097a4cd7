import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { HeroBanner } from "~/sections/hero-banner";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pages.home);

export default function HomePage() {
  return (
    <HeroBanner
      {...heroes.home}
      backgroundImage={heroImage}
      height="large"
      alignment="center"
      buttonLink={pages.contact.path}
      showAnimation
    />
  );
}
