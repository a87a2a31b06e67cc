import { brand } from '@/lib/config';
import { AboutPlatform } from './about-platform';
import { FeatureCards } from './feature-cards';
import { GetStarted } from './get-started';
import { LandingHero } from './landing-hero';

/** Landing content (spec 01 §1), shown at / and /landing; signed-in visitors get account links instead of sign-in. */
export function LandingPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <>
      <title>{`${brand.name} · Portfolios for photographers`}</title>
      <LandingHero signedIn={signedIn} />
      <FeatureCards />
      <AboutPlatform signedIn={signedIn} />
      <GetStarted signedIn={signedIn} />
    </>
  );
}
