/**
 * A minimal browser stand-in for tests: keeps cookies per host, follows redirects by
 * hand (so each hop can be inspected) and submits HTML forms. Enough to drive an OpenID
 * Connect sign-in without a real browser.
 */
export interface Hop {
  url: string;
  status: number;
  location?: string;
}

export class CookieJarClient {
  private readonly jar = new Map<string, Map<string, string>>();
  readonly hops: Hop[] = [];

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    if (!this.jar.has(host)) this.jar.set(host, new Map());
    this.jar.get(host)?.set(name, value);
  }

  /** One request with this jar's cookies; no redirect following. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.jar.get(new URL(url).host);
    if (cookies?.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    const location = response.headers.get('location') ?? undefined;
    this.hops.push({ url, status: response.status, ...(location ? { location: new URL(location, url).href } : {}) });
    return response;
  }

  /** Follows redirects from `url` and returns the final response. */
  async navigate(url: string, init: RequestInit = {}, maxHops = 20): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < maxHops && response.status >= 300 && response.status < 400; hop++) {
      const location = response.headers.get('location');
      if (!location) break;
      await response.arrayBuffer();
      current = new URL(location, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /**
   * Submits the form on the page at `pageUrl` whose fields include every name in
   * `fields`, like a browser would (same-origin Origin header), and follows redirects.
   */
  async submitForm(pageUrl: string, fields: Record<string, string>): Promise<{ response: Response; url: string }> {
    const page = await this.navigate(pageUrl);
    const html = await page.response.text();
    const form = findForm(html, Object.keys(fields));
    if (!form) throw new Error(`no form with fields ${Object.keys(fields).join(', ')} at ${page.url} (HTTP ${page.response.status})`);
    const action = new URL(form.action || page.url, page.url).href;
    const body = new URLSearchParams({ ...form.hidden, ...fields });
    return this.navigate(action, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page.url).origin },
    });
  }

  private store(url: string, response: Response): void {
    const host = new URL(url).host;
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!this.jar.has(host)) this.jar.set(host, new Map());
      const cookies = this.jar.get(host) as Map<string, string>;
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }
}

function findForm(html: string, fieldNames: string[]): { action: string; hidden: Record<string, string> } | null {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, attributes = '', inner = ''] = match;
    if (!fieldNames.every((name) => new RegExp(`name=["']${name}["']`).test(inner))) continue;
    const action = /action=["']([^"']*)["']/i.exec(attributes)?.[1] ?? '';
    const hidden: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b[^>]*type=["']hidden["'][^>]*>/gi)) {
      const name = /name=["']([^"']+)["']/.exec(input[0])?.[1];
      const value = /value=["']([^"']*)["']/.exec(input[0])?.[1] ?? '';
      if (name) hidden[name] = decodeEntities(value);
    }
    return { action: decodeEntities(action), hidden };
  }
  return null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
