/**
 * First-party page-view tracking (no third-party hosts). For now page views are only
 * recorded in memory on `window.__lumafolioPageViews`; nothing is sent anywhere yet.
 */
export interface PageView {
  path: string;
  at: number;
}

declare global {
  var __lumafolioPageViews: PageView[] | undefined;
}

/** Records a page view for `path` (pathname + search). Consecutive duplicates are ignored. */
export function trackPageView(path: string, now: number = Date.now()): void {
  const views = (globalThis.__lumafolioPageViews ??= []);
  if (views.at(-1)?.path === path) return;
  views.push({ path, at: now });
}

export function getPageViews(): readonly PageView[] {
  return globalThis.__lumafolioPageViews ?? [];
}
