import { browserDetailLines } from './browser-details';
import type { CompatibilityReport, CompatibilityResult } from './compatibility-report';
import { countedResults } from './score';

const mark = (result: CompatibilityResult) => (result.passed === null ? 'N/A ' : result.passed ? 'PASS' : 'FAIL');

/** The downloadable report: score, browser, then each result with its details and time. */
export function reportText(report: CompatibilityReport, brandName: string): string {
  const counted = countedResults(report.results);
  const passed = counted.filter((result) => result.passed).length;
  const notReported = report.results.length - counted.length;
  const lines = [
    `${brandName} browser compatibility report`,
    `Generated: ${report.generatedAt}`,
    `Score: ${report.score}% (${passed} of ${counted.length} passed${notReported > 0 ? `; ${notReported} not reported, not counted` : ''})`,
    '',
    'Browser',
    ...browserDetailLines(report.browser).map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Test results',
    ...report.results.flatMap((result) => [
      `  [${mark(result)}] ${result.test}: ${result.message}`,
      `         ${result.details}`,
      `         at ${result.timestamp}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/** The report's file name, by the day it was made (e.g. compatibility-report-2026-11-25.txt). */
export const reportFileName = (report: CompatibilityReport) => `compatibility-report-${report.generatedAt.slice(0, 10)}.txt`;

/** Saves `text` as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
