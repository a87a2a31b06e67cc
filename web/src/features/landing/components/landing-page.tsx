import { brand } from '../../../lib/config';
import { AboutPlatform } from './about-platform';
import { FeatureCards } from './feature-cards';
import { GetStarted } from './get-started';
import { LandingHero } from './landing-hero';

/** Signed-out landing content (spec 01 §1), shown at / and /landing. */
export function LandingPage() {
  return (
    <>
      <title>{`${brand.name} · Portfolios for photographers`}</title>
      <LandingHero />
      <FeatureCards />
      <AboutPlatform />
      <GetStarted />
    </>
  );
}
