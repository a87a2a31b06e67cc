import { SiteFooter } from '@/components/layout/site-footer';
import { useAuth } from '@/lib/auth/use-auth';
import { LandingPage } from '@/features/landing/components/landing-page';

/** / and /landing: the landing content (the signed-in Home with the user's photos comes with photo management). */
export function LandingRoute() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <LandingPage signedIn={isAuthenticated} />
      <SiteFooter />
    </>
  );
}
