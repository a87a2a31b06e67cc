import { heroFileUrl, type AdminHeroBanner, type ColorPalette, type HeroBannerSignals, type HeroImage, type HeroSelection } from '@lumafolio/contracts';
import type { HeroImageDocument, HeroSelectionDocument, StoredVariant } from '@lumafolio/dal';

/** What a banner or a custom hero shows of its image: renditions and palette. */
interface Shown {
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: StoredVariant[];
  colorPalette: ColorPalette | null;
  colorAnalysisComplete: boolean;
}

/** A banner is shown once its variants exist (a document written before they were made may lack the field). */
export const isReady = (doc: { variants?: StoredVariant[] | undefined }): boolean => (doc.variants?.length ?? 0) > 0;

/**
 * The shown fields with their empty values where a document lacks them (written by an
 * earlier release, or stored without its nulls): every portfolio page asks for a banner,
 * and a missing field must never turn its answer into an error.
 */
function shownOf(doc: Partial<Shown>): Shown {
  return {
    width: doc.width ?? null,
    height: doc.height ?? null,
    placeholder: doc.placeholder ?? null,
    variants: doc.variants ?? [],
    colorPalette: doc.colorPalette ?? null,
    colorAnalysisComplete: doc.colorAnalysisComplete ?? false,
  };
}

/** Variants smallest first, as URLs; `url` is the largest (null without any); then the palette. */
function shownFields(doc: Partial<Shown>) {
  const shown = shownOf(doc);
  const variants = [...shown.variants]
    .sort((a, b) => a.width - b.width)
    .map(({ width, height, format, key }) => ({ width, height, format, url: heroFileUrl(key) }));
  return { ...shown, url: variants.at(-1)?.url ?? null, variants };
}

/** `isDefault`: the banner is the current default (the repository's findDefault). */
export function toHeroImage(doc: HeroImageDocument, isDefault: boolean): HeroImage {
  const shown = shownFields(doc);
  const url = shown.url ?? '';
  return { id: doc._id, name: doc.name, description: doc.description ?? '', ...shown, url, imageUrl: url, isDefault };
}

export function selectionOfHero(doc: HeroImageDocument, source: 'global' | 'default'): HeroSelection {
  return { id: doc._id, name: doc.name, description: doc.description ?? '', source, ...shownFields(doc) };
}

export function selectionOfCustom(doc: HeroSelectionDocument): HeroSelection {
  return { id: doc.heroId, name: doc.name ?? '', description: doc.description ?? '', source: 'custom', ...shownFields(doc) };
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
  return {
    ...toHeroImage(doc, doc._id === defaultId),
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
