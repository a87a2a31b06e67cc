import { createRequire } from 'node:module';
import type { WatermarkPosition } from '@lumafolio/contracts';
import { sharp, WORKER_DECODE_TIMEOUT } from '@lumafolio/images';

/**
 * The text mark's typeface ships with the app (an npm package) rather than coming from the
 * host's fonts: the slim container image has none, and every host draws the same mark.
 */
export const MARK_FONT = { font: 'DejaVu Sans Bold', fontfile: createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') };

/** What a watermark looks like, whatever image it goes on. */
export interface WatermarkLook {
  position: WatermarkPosition;
  opacityPercent: number;
  sizePercent: number;
  /** The mark at its largest (RGBA PNG): the logo, or the rendered text. */
  mark: Buffer;
}

/** The mark never covers more than this share of the image's height. */
const MAX_HEIGHT_SHARE = 0.4;
/** Room between the mark and the image's edges, as a share of its shorter side. */
const MARGIN_SHARE = 0.03;

export interface PlacedMark {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
}

/** The text as a white mark with a dark halo, legible on light and dark photos alike. */
export async function renderTextMark(text: string): Promise<Buffer> {
  const markup = `<span foreground="white">${escapeMarkup(text)}</span>`;
  const shadowMarkup = `<span foreground="#000000">${escapeMarkup(text)}</span>`;
  const options = { ...MARK_FONT, dpi: 600, rgba: true } as const;
  const light = await sharp({ text: { text: markup, ...options } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const dark = await sharp({ text: { text: shadowMarkup, ...options } })
    .blur(4)
    .png()
    .toBuffer();
  const pad = 12;
  return sharp({ create: { width: light.info.width + pad * 2, height: light.info.height + pad * 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: dark, left: pad + 3, top: pad + 3 },
      { input: light.data, left: pad, top: pad },
    ])
    .png()
    .toBuffer();
}

/** The mark scaled for an image `width`×`height`, faded to its opacity and placed. */
export async function placeMark(look: WatermarkLook, width: number, height: number): Promise<PlacedMark> {
  const boxWidth = Math.max(1, Math.round((width * look.sizePercent) / 100));
  const boxHeight = Math.max(1, Math.round(height * MAX_HEIGHT_SHARE));
  const { data, info } = await sharp(look.mark)
    .timeout(WORKER_DECODE_TIMEOUT)
    .ensureAlpha()
    .resize(boxWidth, boxHeight, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const opacity = look.opacityPercent / 100;
  for (let alpha = 3; alpha < data.length; alpha += 4) data[alpha] = Math.round((data[alpha] ?? 0) * opacity);
  const margin = Math.round(Math.min(width, height) * MARGIN_SHARE);
  const { left, top } = placement(look.position, { width, height }, { width: info.width, height: info.height }, margin);
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, left, top };
}

export function placement(
  position: WatermarkPosition,
  image: { width: number; height: number },
  mark: { width: number; height: number },
  margin: number,
): { left: number; top: number } {
  const right = Math.max(0, image.width - mark.width - margin);
  const bottom = Math.max(0, image.height - mark.height - margin);
  switch (position) {
    case 'top-left':
      return { left: margin, top: margin };
    case 'top-right':
      return { left: right, top: margin };
    case 'bottom-left':
      return { left: margin, top: bottom };
    case 'bottom-right':
      return { left: right, top: bottom };
    case 'center':
      return { left: Math.max(0, Math.round((image.width - mark.width) / 2)), top: Math.max(0, Math.round((image.height - mark.height) / 2)) };
  }
}

/** Pango reads the text as markup: the user's text must stay text. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
