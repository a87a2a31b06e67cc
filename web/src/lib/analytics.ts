/**
 * First-party page views (ADR 32): each route change is recorded on
 * `window.__lumafolioPageViews` and, when the path changed, its path (never the query)
 * is sent to our own server with `navigator.sendBeacon`. No cookie, no identifier; nothing
 * is sent when the browser asks for Do Not Track or Global Privacy Control.
 */
export interface PageView {
  path: string;
  at: number;
}

export const PAGE_VIEWS_URL = '/api/page-views';

declare global {
  var __lumafolioPageViews: PageView[] | undefined;
}

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

let lastSentPathname: string | null = null;

/** Records a page view for `path` (pathname + search). Consecutive duplicates are ignored. */
export function trackPageView(path: string, now: number = Date.now()): void {
  const views = (globalThis.__lumafolioPageViews ??= []);
  if (views.at(-1)?.path === path) return;
  views.push({ path, at: now });
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (pathname === lastSentPathname) return;
  lastSentPathname = pathname;
  sendPageView(pathname);
}

export function getPageViews(): readonly PageView[] {
  return globalThis.__lumafolioPageViews ?? [];
}

/** True when the visitor asked not to be tracked (DNT or GPC). */
export function visitorOptedOut(nav: PrivacySignals | undefined = globalThis.navigator as PrivacySignals | undefined): boolean {
  const legacy = (globalThis as { doNotTrack?: string | null }).doNotTrack;
  return nav?.doNotTrack === '1' || legacy === '1' || nav?.globalPrivacyControl === true;
}

function sendPageView(pathname: string): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || visitorOptedOut()) return;
  try {
    navigator.sendBeacon(PAGE_VIEWS_URL, JSON.stringify({ path: pathname }));
  } catch {
    // A refused beacon (quota, page unloading) only loses one count.
  }
}

/** Tests: forget the last path sent. */
export function resetPageViewSender(): void {
  lastSentPathname = null;
}
