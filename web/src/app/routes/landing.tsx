import { SiteFooter } from '../../components/layout/site-footer';
import { LandingPage } from '../../features/landing/components/landing-page';

/** / and /landing: signed-out landing content (signed-in Home comes with the auth feature). */
export function LandingRoute() {
  return (
    <>
      <LandingPage />
      <SiteFooter />
    </>
  );
}
