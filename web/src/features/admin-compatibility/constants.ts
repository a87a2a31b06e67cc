/** The compatibility tests' limits and the dashboard's thresholds (spec 02 §2, §9). */

/** The page must have loaded within this (Navigation Timing). */
export const PAGE_LOAD_LIMIT_MS = 5_000;
/** The page's JavaScript memory must stay under this, where the browser reports it. */
export const MEMORY_LIMIT_MB = 50;
/** The test image must have loaded within this. */
export const IMAGE_LOAD_TIMEOUT_MS = 5_000;
/** Scores from this up are green. */
export const SCORE_GREEN_FROM = 90;
/** Scores from this up (below green) are yellow; lower ones red. */
export const SCORE_YELLOW_FROM = 70;
/** The Overview tab lists at most this many results (the first ones). */
export const OVERVIEW_RESULT_LIMIT = 6;

/** Where the last report is kept in the browser, to be shown again on the next visit. */
export const REPORT_STORAGE_KEY = 'lumafolio-compatibility-report';
/** A small image of our own origin, loaded fresh by the image test. */
export const TEST_IMAGE_PATH = '/favicon.svg';
