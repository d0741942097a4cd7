import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { ThankYouDetails } from "~/features/enquiry-form/thank-you-details";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => pageMeta(pages.thankYou);

export default function ThankYouPage() {
  return (
    <>
      <HeroBanner {...heroes.thankYou} backgroundImage={heroImage} height="small" showButton={false} />
      <ThankYouDetails />
    </>
  );
}
