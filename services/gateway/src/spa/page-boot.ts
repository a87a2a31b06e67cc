import { BOOT_DATA_ELEMENT_ID, serializeBootData, type BootData, type FirstScreenImage } from '@lumafolio/contracts/paths';
import { escapeHtml } from '@lumafolio/server-common';

/** What a visitor page's HTML carries so it starts without waiting for its own requests. */
export interface PageBoot {
  /** GET path → the API's answer (see the contracts' boot-data). */
  data: BootData;
  /** The first screen's largest image: downloaded from the start, at high priority. */
  image: FirstScreenImage | null;
  /** The page's route code, downloaded with the app's entry. */
  modules: readonly string[];
}

/**
 * The `<head>` tags of a page's boot: `early` (the image preload) goes before the app's
 * scripts so the browser asks for it first; `late` (module preloads, the answers) after them.
 */
export function renderPageBoot(boot: PageBoot): { early: string; late: string } {
  const late: string[] = [];
  for (const file of boot.modules) late.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
  if (Object.keys(boot.data).length > 0) {
    late.push(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${serializeBootData(boot.data)}</script>`);
  }
  return { early: imagePreload(boot.image), late: late.join('\n    ') };
}

function imagePreload(image: FirstScreenImage | null): string {
  if (!image) return '';
  const attributes = [
    'rel="preload"',
    'as="image"',
    'fetchpriority="high"',
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"` : null,
    image.src ? `href="${escapeHtml(image.src)}"` : null,
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}
