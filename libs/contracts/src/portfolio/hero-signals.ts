import { serverText } from '../text/clean-text.js';
import { z } from 'zod';

/** Bumped when the media worker measures more or differently: older measurements are then redone. */
export const HERO_SIGNALS_VERSION = 1;

const share = z.number().min(0).max(1);

/** A COCO object the local detector found in a banner, with its share of the frame. */
export const heroSubjectSchema = z.object({
  label: serverText().min(1).max(40),
  score: share,
  area: share,
});
export type HeroSubject = z.infer<typeof heroSubjectSchema>;

/** The camera details of a banner's source, where it has them. */
export const heroExifSignalsSchema = z.object({
  camera: serverText().max(120).nullable(),
  lens: serverText().max(120).nullable(),
  focalLength: z.number().positive().nullable(),
  aperture: z.number().positive().nullable(),
  exposureTime: z.number().positive().nullable(),
  iso: z.number().positive().nullable(),
  takenAt: serverText().nullable(),
});
export type HeroExifSignals = z.infer<typeof heroExifSignalsSchema>;

/**
 * What the media worker measures of a global banner once, with its palette (ADR 30): the
 * inputs of the AI Insights tab, so an admin's request never decodes an image.
 * Ratios are 0–1: brightness is the mean luma, contrast the luma's standard deviation
 * (0.5 at most), saturation the mean HSV saturation.
 */
export const heroSignalsSchema = z.object({
  version: z.number().int().positive(),
  measuredAt: serverText(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  brightness: share,
  contrast: share,
  saturation: share,
  /** Share of pixels on a strong edge (detail, texture, architecture). */
  edgeDensity: share,
  /** Share of sky-like pixels in the top quarter. */
  sky: share,
  /** Share of clearly green pixels. */
  greenery: share,
  /** Colour names by share of the frame, largest first. */
  colours: z.array(z.object({ name: serverText().max(20), share })).max(12),
  subjects: z.array(heroSubjectSchema).max(20),
  exif: heroExifSignalsSchema.nullable(),
});
export type HeroSignals = z.infer<typeof heroSignalsSchema>;
