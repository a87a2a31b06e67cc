import { z } from 'zod';
import { lineText, serverText, verbatimText } from '../text/clean-text.js';

export const WATERMARK_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
export const WATERMARK_KINDS = ['text', 'logo'] as const;
export type WatermarkKind = (typeof WATERMARK_KINDS)[number];

export const WATERMARK_TEXT_MAX = 60;
/** A logo is a small mark, not a photo: ≤ 1 MB, ≤ 4 000 px a side. */
export const MAX_WATERMARK_LOGO_BYTES = 1024 * 1024;
export const MAX_WATERMARK_LOGO_SIDE = 4_000;

/** What the user reads when a logo is refused, wherever it is refused. */
export const WATERMARK_MESSAGES = {
  logoTooLarge: 'The logo must be smaller than 1 MB.',
  logoNotAnImage: 'The logo must be a PNG, JPEG or WebP image.',
  logoUnreadable: 'We could not read this logo. Please try another file.',
  logoTooBig: `The logo must be at most ${MAX_WATERMARK_LOGO_SIDE} pixels wide and high.`,
  logoMissing: 'Upload a logo first, or use a text watermark.',
  textMissing: 'Please enter the watermark text.',
} as const;

/** PUT /api/user/watermark: the whole setting at once. */
export const watermarkSettingsSchema = z
  .object({
    enabled: z.boolean(),
    kind: z.enum(WATERMARK_KINDS, { message: 'The watermark is a text or a logo.' }),
    text: lineText().max(WATERMARK_TEXT_MAX, `The watermark text is at most ${WATERMARK_TEXT_MAX} characters.`),
    position: z.enum(WATERMARK_POSITIONS, { message: `The position is one of ${WATERMARK_POSITIONS.join(', ')}.` }),
    /** How opaque the mark is, in percent. */
    opacityPercent: z.number().int().min(10, 'Opacity is at least 10 %.').max(100, 'Opacity is at most 100 %.'),
    /** The mark's width as a share of the image's width, in percent. */
    sizePercent: z.number().int().min(5, 'Size is at least 5 %.').max(50, 'Size is at most 50 %.'),
  })
  .strict()
  .refine((settings) => !settings.enabled || settings.kind !== 'text' || settings.text.length > 0, { message: WATERMARK_MESSAGES.textMissing, path: ['text'] });
export type WatermarkSettings = z.infer<typeof watermarkSettingsSchema>;

export const DEFAULT_WATERMARK_SETTINGS: WatermarkSettings = {
  enabled: false,
  kind: 'text',
  text: '',
  position: 'bottom-right',
  opacityPercent: 60,
  sizePercent: 20,
};

/** How far the redo of the public variants has come, for the current setting. */
export const watermarkProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  finished: z.boolean(),
});
export type WatermarkProgress = z.infer<typeof watermarkProgressSchema>;

/** GET /api/user/watermark */
export const watermarkSchema = z.object({
  settings: z.object({
    enabled: z.boolean(),
    kind: z.enum(WATERMARK_KINDS),
    text: serverText(),
    position: z.enum(WATERMARK_POSITIONS),
    opacityPercent: z.number().int(),
    sizePercent: z.number().int(),
  }),
  /** The owner's own view of the uploaded logo; null when none is uploaded. */
  logoUrl: serverText().nullable(),
  progress: watermarkProgressSchema,
});
export type Watermark = z.infer<typeof watermarkSchema>;

/** A watermark's logo file name as the owner's logo URL names it. */
export const watermarkLogoFileSchema = verbatimText().regex(/^logo-[a-f0-9]{24}\.png$/);

/** Where a photographer's watermark files live (an account deletion sweeps the folder). */
export const watermarkFolder = (userId: string): string => `watermark/${userId}/`;
/** Where the gateway leaves an uploaded logo for media to take; never served. */
export const watermarkLogoUploadKey = (userId: string, uploadId: string): string => `${watermarkFolder(userId)}upload-${uploadId}`;
/** The stored logo, normalised to PNG. */
export const watermarkLogoKey = (userId: string, file: string): string => `${watermarkFolder(userId)}${file}`;
export const watermarkLogoUrl = (file: string): string => `/api/user/watermark/${file}`;
