import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_CATEGORIES } from '@lumafolio/contracts/paths';
import { memo, useMemo } from 'react';
import { useCategoryParam } from '@/components/gallery/use-category-param';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { SiteFooter } from '@/components/layout/site-footer';
import { AboutPlatform } from '@/features/landing/components/about-platform';
import { AboutMe } from '@/features/home/components/about-me';
import { HomeContact } from '@/features/home/components/home-contact';
import { HomeGallery } from '@/features/home/components/home-gallery';
import { HomeHero } from '@/features/home/components/home-hero';
import { customCategoriesQueryOptions } from '@/features/photos/api/custom-categories';
import { useAuth } from '@/lib/auth/use-auth';
import { brand } from '@/lib/config';
import { fullName } from '@/lib/user-display';

/** The product's About section, for visitors; it depends on nothing that changes. */
const AboutProduct = memo(AboutPlatform);

const BUILT_IN_IDS: readonly string[] = BUILT_IN_CATEGORIES.map((category) => category.id);

/**
 * / — the home page (spec 01 §2): hero with the category buttons, gallery and lightbox,
 * About (the user's, or the product's for visitors), contact form, footer.
 */
export function HomeRoute() {
  const { user } = useAuth();
  const [category, setCategory] = useCategoryParam();
  const custom = useQuery(customCategoriesQueryOptions({ enabled: user !== null }));

  const customLabels = useMemo(() => new Map((custom.data ?? []).map((entry) => [entry.categoryId, entry.label])), [custom.data]);
  const categories = useMemo(() => {
    const ids = [...BUILT_IN_IDS, ...customLabels.keys()].filter((id, index, all) => all.indexOf(id) === index);
    // A category from the address that is not listed (an old link) still shows as chosen.
    return ids.includes(category) ? ids : [...ids, category];
  }, [customLabels, category]);

  const owner = user ? fullName(user) || user.username || brand.domain : brand.domain;

  return (
    <>
      <title>{user ? `${owner} · ${brand.name}` : brand.name}</title>
      <HomeHero user={user} categories={categories} customLabels={customLabels} category={category} onCategoryChange={setCategory} />
      <AfterFirstPaint>
        <HomeGallery category={category} customLabels={customLabels} />
        {user ? <AboutMe user={user} /> : <AboutProduct signedIn={false} />}
        <HomeContact />
        <SiteFooter owner={owner} social={user} />
      </AfterFirstPaint>
    </>
  );
}
