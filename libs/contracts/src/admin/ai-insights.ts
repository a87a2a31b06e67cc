import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

/** Spec 02 §9: the tab shows the top 3 recommendations; ratings are out of 10. */
export const TOP_RECOMMENDATIONS = 3;
export const APPEAL_RATING_MAX = 10;

/** Spec 02 §8: the tab's failure toasts (title / message). */
export const AI_INSIGHTS_TOASTS = {
  colorExtraction: { title: 'Color Extraction Failed', description: 'Failed to extract color palette.' },
  bulkExtraction: { title: 'Bulk Extraction Failed', description: 'Failed to extract color palettes.' },
  analysis: { title: 'Analysis Failed', description: 'Failed to analyze hero banners' },
  themeIdeas: { title: 'Failed to Generate Ideas', description: 'Failed to generate theme suggestions' },
} as const;

const sentence = serverText().trim().min(1).max(400);
const label = serverText().trim().min(1).max(80);

/** Which kind of photographer a banner suits best, and how sure the analysis is (0–1). */
export const aiRecommendationSchema = z.object({
  userType: label.describe('The kind of photographer, e.g. "Wildlife photographers".'),
  heroId: serverText().describe('The id of the banner recommended to them.'),
  reason: sentence.describe('Why this banner suits them, naming what is in it.'),
  confidence: z.number().min(0).max(1).describe('0 to 1.'),
});
export type AiRecommendation = z.infer<typeof aiRecommendationSchema>;

export const suggestedRotationSchema = z.object({
  schedule: sentence.describe('When each banner shows, naming the banners.'),
  reasoning: sentence,
});
export type SuggestedRotation = z.infer<typeof suggestedRotationSchema>;

/** One banner as the analysis sees it (spec 02 §2). */
export const bannerAnalysisSchema = z.object({
  heroId: serverText(),
  name: serverText(),
  visualStyle: label,
  mood: label,
  photographyType: label,
  appealRating: z.number().min(0).max(APPEAL_RATING_MAX).describe('How appealing the banner is, 0 to 10.'),
  colorPalette: z.array(serverText().max(40)).max(8).describe('The main colours (hex) of the banner.'),
  targetAudience: z.array(label).min(1).max(6),
});
export type BannerAnalysis = z.infer<typeof bannerAnalysisSchema>;

/** What a provider (the model, or the local analysis) answers for "Analyze Hero Banners". */
export const aiRecommendationsSchema = z.object({
  insights: z.array(sentence).min(1).max(12),
  recommendations: z.array(aiRecommendationSchema).min(1).max(10),
  suggestedRotation: suggestedRotationSchema,
  analysis: z.array(bannerAnalysisSchema),
});
export type AiRecommendations = z.infer<typeof aiRecommendationsSchema>;

/** Where an answer came from and when it was made (an answer is cached until the banners change). */
const answerSource = {
  provider: z.enum(['openai', 'local']),
  generatedAt: serverText(),
  /** Banners left out because they are still being measured (they join once measured). */
  pendingBanners: z.array(serverText()),
};

/** GET /api/admin/ai-recommendations (spec 02 §3 "AI recommendations"). */
export const aiRecommendationsResponseSchema = aiRecommendationsSchema.extend(answerSource);
export type AiRecommendationsResponse = z.infer<typeof aiRecommendationsResponseSchema>;

/** What a provider answers for "Get Theme Ideas". */
export const themeSuggestionsSchema = z.object({
  suggestions: z.array(sentence).min(1).max(10),
});
export type ThemeSuggestions = z.infer<typeof themeSuggestionsSchema>;

/** GET /api/admin/ai-theme-suggestions (spec 02 §3 "Theme suggestions"). */
export const themeSuggestionsResponseSchema = themeSuggestionsSchema.extend(answerSource);
export type ThemeSuggestionsResponse = z.infer<typeof themeSuggestionsResponseSchema>;

/**
 * POST /api/hero-images/extract-all-colors (spec 02 §7): every banner's palette job, run
 * and counted. `pendingCount`: jobs still running when the answer could wait no longer.
 */
export const extractAllColorsResponseSchema = z.object({
  successCount: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  pendingCount: z.number().int().nonnegative(),
});
export type ExtractAllColorsResponse = z.infer<typeof extractAllColorsResponseSchema>;

/** How long extract-all waits for its jobs, and how long the gateway waits for it (a margin more). */
export const EXTRACT_ALL_WAIT_MS = 45_000;
export const EXTRACT_ALL_RPC_TIMEOUT_MS = 60_000;
/** The gateway's wait for an AI answer: the longest AI_TIMEOUT_MS (120 s) and a margin. */
export const AI_INSIGHTS_RPC_TIMEOUT_MS = 130_000;

/** `actorId`: banners not measured yet are measured on the admin's behalf (their palette job runs again). */
export const adminAiRecommendationsRpc = defineRpc('admin.ai-insights.recommendations.v1', adminActorSchema.strict(), aiRecommendationsResponseSchema);
export const adminAiThemeSuggestionsRpc = defineRpc('admin.ai-insights.theme-suggestions.v1', adminActorSchema.strict(), themeSuggestionsResponseSchema);
export const extractAllHeroColorsRpc = defineRpc('admin.hero-banners.extract-all-colors.v1', adminActorSchema.strict(), extractAllColorsResponseSchema);
