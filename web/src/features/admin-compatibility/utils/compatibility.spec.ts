import { describe, expect, it } from '@jest/globals';
import { OVERVIEW_RESULT_LIMIT, SCORE_GREEN_FROM, SCORE_YELLOW_FROM } from '../constants';
import { brandFromClientHints, brandFromUserAgent } from './browser-details';
import type { CompatibilityReport, CompatibilityResult } from './compatibility-report';
import { runCompatibilityTests } from './compatibility-tests';
import { reportFileName, reportText } from './report-text';
import { compatibilityScore, overviewResults, scoreColor } from './score';

const result = (test: string, passed: boolean | null, message = `${test} message`): CompatibilityResult => ({
  test,
  passed,
  message,
  details: `${test} details`,
  timestamp: '2026-11-25T10:00:00.000Z',
});

const results = (passed: number, failed: number) => [
  ...Array.from({ length: passed }, (_, index) => result(`pass ${index}`, true)),
  ...Array.from({ length: failed }, (_, index) => result(`fail ${index}`, false)),
];

describe('the score', () => {
  it('is the percentage of tests passed, leaving out what the browser does not report', () => {
    expect(compatibilityScore(results(9, 1))).toBe(90);
    expect(compatibilityScore([...results(3, 1), result('Memory usage', null)])).toBe(75);
    expect(compatibilityScore(results(2, 1))).toBe(67);
    expect(compatibilityScore([])).toBe(0);
    expect(compatibilityScore([result('Memory usage', null)])).toBe(0);
  });

  it('is green at 90 or more, yellow at 70 or more, else red', () => {
    expect([SCORE_GREEN_FROM, SCORE_YELLOW_FROM]).toEqual([90, 70]);
    expect(scoreColor(100)).toBe('green');
    expect(scoreColor(90)).toBe('green');
    expect(scoreColor(89)).toBe('yellow');
    expect(scoreColor(70)).toBe('yellow');
    expect(scoreColor(69)).toBe('red');
    expect(scoreColor(0)).toBe('red');
  });
});

describe('the overview', () => {
  it('lists the first 6 results at most', () => {
    expect(OVERVIEW_RESULT_LIMIT).toBe(6);
    const twelve = results(12, 0);
    expect(overviewResults(twelve).map((entry) => entry.test)).toEqual(twelve.slice(0, 6).map((entry) => entry.test));
    expect(overviewResults(results(4, 0))).toHaveLength(4);
  });
});

describe('the report', () => {
  const report: CompatibilityReport = {
    generatedAt: '2026-11-25T10:00:01.000Z',
    score: 67,
    browser: {
      browser: 'Google Chrome 131',
      platform: 'Linux',
      language: 'en-GB',
      screen: '1920 × 1080',
      viewport: '1280 × 720',
      pixelRatio: 2,
      cookiesEnabled: true,
      online: false,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
    },
    results: [
      result('Page load time', true, 'Loaded in 1.20 s (limit 5.00 s)'),
      result('Memory usage', null, 'Not reported by this browser'),
      result('AVIF images', false, 'AVIF images not supported'),
      result('WebP images', true, 'WebP images supported'),
    ],
  };

  it('holds the score, the browser and every result with its details and time', () => {
    expect(reportText(report, 'Lumafolio')).toBe(
      [
        'Lumafolio browser compatibility report',
        'Generated: 2026-11-25T10:00:01.000Z',
        'Score: 67% (2 of 3 passed; 1 not reported, not counted)',
        '',
        'Browser',
        '  Browser: Google Chrome 131',
        '  Platform: Linux',
        '  Language: en-GB',
        '  Screen: 1920 × 1080',
        '  Viewport: 1280 × 720',
        '  Device pixel ratio: 2',
        '  Cookies enabled: Yes',
        '  Online: No',
        '  User agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
        '',
        'Test results',
        '  [PASS] Page load time: Loaded in 1.20 s (limit 5.00 s)',
        '         Page load time details',
        '         at 2026-11-25T10:00:00.000Z',
        '  [N/A ] Memory usage: Not reported by this browser',
        '         Memory usage details',
        '         at 2026-11-25T10:00:00.000Z',
        '  [FAIL] AVIF images: AVIF images not supported',
        '         AVIF images details',
        '         at 2026-11-25T10:00:00.000Z',
        '  [PASS] WebP images: WebP images supported',
        '         WebP images details',
        '         at 2026-11-25T10:00:00.000Z',
        '',
      ].join('\n'),
    );
  });

  it('is a text file named by its day', () => {
    expect(reportFileName(report)).toBe('compatibility-report-2026-11-25.txt');
  });
});

describe('running the tests', () => {
  it('runs each in order, stamps it, and fails a test that throws instead of stopping', async () => {
    const run = await runCompatibilityTests([
      { name: 'first', run: () => ({ passed: true, message: 'ok', details: '' }) },
      {
        name: 'broken',
        run: () => {
          throw new Error('no such API');
        },
      },
      { name: 'last', run: async () => ({ passed: null, message: 'Not reported by this browser', details: '' }) },
    ]);
    expect(run.map(({ test, passed }) => [test, passed])).toEqual([
      ['first', true],
      ['broken', false],
      ['last', null],
    ]);
    expect(run[1]?.details).toBe('no such API');
    expect(run.every((entry) => !Number.isNaN(Date.parse(entry.timestamp)))).toBe(true);
  });
});

describe('the browser name', () => {
  it("comes from the client hints, the browser's own brand over the engine's, never the placeholder brand", () => {
    expect(
      brandFromClientHints([
        { brand: 'Not_A Brand', version: '8' },
        { brand: 'Chromium', version: '131' },
        { brand: 'Google Chrome', version: '131' },
      ]),
    ).toBe('Google Chrome 131');
    expect(
      brandFromClientHints([
        { brand: 'Chromium', version: '131' },
        { brand: 'Not(A:Brand', version: '24' },
      ]),
    ).toBe('Chromium 131');
    expect(brandFromClientHints([])).toBeNull();
  });

  it('is read from the user-agent string elsewhere', () => {
    expect(brandFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(
      'Safari 17.5',
    );
    expect(brandFromUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133.0');
    expect(
      brandFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70'),
    ).toBe('Microsoft Edge 131.0.2903.70');
    expect(brandFromUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36')).toBe(
      'Chrome 131.0.6778.81',
    );
    expect(brandFromUserAgent('curl/8.5')).toBe('Unknown browser');
  });
});
