import { OVERVIEW_RESULT_LIMIT, SCORE_GREEN_FROM, SCORE_YELLOW_FROM } from '../constants';
import type { CompatibilityResult } from './compatibility-report';

export type ScoreColor = 'green' | 'yellow' | 'red';

/** The results that count: a measurement the browser does not report counts neither way. */
export const countedResults = (results: readonly CompatibilityResult[]) => results.filter((result) => result.passed !== null);

/** The percentage of counted tests that passed (0 to 100, whole), 0 when none counted. */
export function compatibilityScore(results: readonly CompatibilityResult[]): number {
  const counted = countedResults(results);
  if (counted.length === 0) return 0;
  return Math.round((counted.filter((result) => result.passed).length / counted.length) * 100);
}

/** Green at 90 or more, yellow at 70 or more, else red (spec 02 §9). */
export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_GREEN_FROM) return 'green';
  if (score >= SCORE_YELLOW_FROM) return 'yellow';
  return 'red';
}

/** The Overview's results: the first six at most. */
export const overviewResults = (results: readonly CompatibilityResult[]) => results.slice(0, OVERVIEW_RESULT_LIMIT);
