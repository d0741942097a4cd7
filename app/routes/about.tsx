import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { AboutUs } from "~/sections/about/about-us";
import { OurMission } from "~/sections/about/our-mission";
import { OurVision } from "~/sections/about/our-vision";
import { StatsBand } from "~/sections/about/stats-band";
import { TeamSection } from "~/sections/about/team-section";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => [...pageMeta(pages.about), breadcrumbJsonLd(pages.about)];

/** About: hero with Get Started to /contact, About Us, Our Mission, stats, Our Vision, team. */
export default function AboutPage() {
  return (
    <>
      <HeroBanner
        {...heroes.about}
        backgroundImage={heroImage}
        height="medium"
        buttonLink={pages.contact.path}
      />
      <AboutUs />
      <OurMission />
      <StatsBand />
      <OurVision />
      <TeamSection />
    </>
  );
}
