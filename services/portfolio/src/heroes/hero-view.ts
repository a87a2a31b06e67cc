import { heroFileUrl, type AdminHeroBanner, type HeroBannerSignals, type HeroImage, type HeroSelection } from '@lumafolio/contracts';
import type { HeroImageDocument, HeroSelectionDocument, StoredVariant } from '@lumafolio/dal';

interface Renditions {
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: StoredVariant[];
}

/** A banner is shown once its variants exist (a document written before they were made may lack the field). */
export const isReady = (doc: { variants?: StoredVariant[] | undefined }): boolean => (doc.variants?.length ?? 0) > 0;

/** Variants smallest first, as URLs; `url` is the largest (null without any). */
function renditionFields(doc: Renditions) {
  const variants = [...doc.variants]
    .sort((a, b) => a.width - b.width)
    .map(({ width, height, format, key }) => ({ width, height, format, url: heroFileUrl(key) }));
  return { url: variants.at(-1)?.url ?? null, width: doc.width, height: doc.height, placeholder: doc.placeholder, variants };
}

/** `isDefault`: the banner is the current default (the repository's findDefault). */
export function toHeroImage(doc: HeroImageDocument, isDefault: boolean): HeroImage {
  const renditions = renditionFields(doc);
  const url = renditions.url ?? '';
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description,
    ...renditions,
    url,
    imageUrl: url,
    isDefault,
    colorPalette: doc.colorPalette,
    colorAnalysisComplete: doc.colorAnalysisComplete,
  };
}

export function selectionOfHero(doc: HeroImageDocument, source: 'global' | 'default'): HeroSelection {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description,
    source,
    ...renditionFields(doc),
    colorPalette: doc.colorPalette,
    colorAnalysisComplete: doc.colorAnalysisComplete,
  };
}

export function selectionOfCustom(doc: HeroSelectionDocument): HeroSelection {
  return {
    id: doc.heroId,
    name: doc.name,
    description: doc.description,
    source: 'custom',
    ...renditionFields(doc),
    colorPalette: doc.colorPalette,
    colorAnalysisComplete: doc.colorAnalysisComplete,
  };
}

/** No banner anywhere: the page shows no image. */
export const NO_HERO: HeroSelection = {
  id: null,
  name: '',
  description: '',
  source: 'none',
  url: null,
  width: null,
  height: null,
  placeholder: null,
  variants: [],
  colorPalette: null,
  colorAnalysisComplete: false,
};

/** The largest stored variant: what a palette is computed from. */
export function largestVariant(variants: readonly StoredVariant[]): StoredVariant | undefined {
  return [...variants].sort((a, b) => b.width - a.width)[0];
}

/** A banner as the admin list shows it; `defaultId` is the current default's id. */
export function toAdminHeroBanner(doc: HeroImageDocument, defaultId: string | null): AdminHeroBanner {
  // A banner not processed yet is stored without its null and empty fields.
  const withVariants = {
    ...doc,
    width: doc.width ?? null,
    height: doc.height ?? null,
    placeholder: doc.placeholder ?? null,
    variants: doc.variants ?? [],
    colorPalette: doc.colorPalette ?? null,
    colorAnalysisComplete: doc.colorAnalysisComplete ?? false,
  };
  return {
    ...toHeroImage(withVariants, doc._id === defaultId),
    status: isReady(doc) ? 'ready' : 'processing',
    origin: doc.sourceKey.endsWith('/original.webp') ? 'seeded' : 'added',
    promoteWhenReady: doc.promoteWhenReady ?? false,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** A banner with what is known of its image (the AI Insights tab's inputs). */
export function toHeroBannerSignals(doc: HeroImageDocument, isDefault: boolean): HeroBannerSignals {
  const largest = largestVariant(doc.variants ?? []);
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? '',
    isDefault,
    url: largest ? heroFileUrl(largest.key) : null,
    colorPalette: doc.colorPalette ?? null,
    colorAnalysisComplete: doc.colorAnalysisComplete ?? false,
    signals: doc.signals ?? null,
  };
}
