import type { BrowserDetails } from './compatibility-report';

/** What Chromium browsers tell about themselves (User-Agent Client Hints); absent elsewhere. */
interface UserAgentData {
  brands?: readonly { brand: string; version: string }[];
  platform?: string;
}

/** Chromium's deliberately meaningless brands ("Not A(Brand", "Not/A)Brand"…). */
const GREASE_BRAND = /not.?a.?brand/i;

/**
 * The browser's name and major version from its client hints: its own brand rather than the
 * engine's ("Google Chrome" or "Microsoft Edge" over "Chromium").
 */
export function brandFromClientHints(brands: readonly { brand: string; version: string }[]): string | null {
  const real = brands.filter((entry) => !GREASE_BRAND.test(entry.brand));
  const chosen = real.find((entry) => entry.brand !== 'Chromium') ?? real[0];
  return chosen ? `${chosen.brand} ${chosen.version}` : null;
}

/** The browser's name and version from its user-agent string, for browsers without client hints. */
export function brandFromUserAgent(userAgent: string): string {
  const patterns: readonly [string, RegExp][] = [
    ['Microsoft Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari\//],
  ];
  for (const [name, pattern] of patterns) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'Unknown browser';
}

/** The browser as the page sees it now. */
export function readBrowserDetails(): BrowserDetails {
  const userAgentData = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  return {
    browser: (userAgentData?.brands && brandFromClientHints(userAgentData.brands)) ?? brandFromUserAgent(navigator.userAgent),
    platform: userAgentData?.platform || navigator.platform || 'Unknown',
    language: navigator.language || 'Unknown',
    screen: `${window.screen.width} × ${window.screen.height}`,
    viewport: `${window.innerWidth} × ${window.innerHeight}`,
    pixelRatio: window.devicePixelRatio || 1,
    cookiesEnabled: navigator.cookieEnabled,
    online: navigator.onLine,
    userAgent: navigator.userAgent,
  };
}

/** The details as labelled lines (the Browser Details tab and the report). */
export function browserDetailLines(details: BrowserDetails): [label: string, value: string][] {
  return [
    ['Browser', details.browser],
    ['Platform', details.platform],
    ['Language', details.language],
    ['Screen', details.screen],
    ['Viewport', details.viewport],
    ['Device pixel ratio', String(details.pixelRatio)],
    ['Cookies enabled', details.cookiesEnabled ? 'Yes' : 'No'],
    ['Online', details.online ? 'Yes' : 'No'],
    ['User agent', details.userAgent],
  ];
}
