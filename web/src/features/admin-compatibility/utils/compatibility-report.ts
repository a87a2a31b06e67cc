import { z } from 'zod';

/**
 * One test's outcome (spec 02 §3). `passed` is null for a measurement the browser does not
 * report (e.g. memory outside Chromium): shown as not reported and left out of the score.
 */
export const compatibilityResultSchema = z.object({
  test: z.string(),
  passed: z.boolean().nullable(),
  message: z.string(),
  details: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
});
export type CompatibilityResult = z.infer<typeof compatibilityResultSchema>;

export const browserDetailsSchema = z.object({
  browser: z.string(),
  platform: z.string(),
  language: z.string(),
  screen: z.string(),
  viewport: z.string(),
  pixelRatio: z.number(),
  cookiesEnabled: z.boolean(),
  online: z.boolean(),
  userAgent: z.string(),
});
export type BrowserDetails = z.infer<typeof browserDetailsSchema>;

/** A run: when, the score, the browser it ran in and every result. */
export const compatibilityReportSchema = z.object({
  generatedAt: z.string(),
  score: z.number(),
  browser: browserDetailsSchema,
  results: z.array(compatibilityResultSchema),
});
export type CompatibilityReport = z.infer<typeof compatibilityReportSchema>;
