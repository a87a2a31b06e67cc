import { randomInt } from 'node:crypto';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface PageResponse {
  status: number;
  url: string;
  location: string | null;
  headers: Headers;
  html: string;
}

/** A random documentation-range address, so each "browser" has its own rate-limit buckets. */
export function randomIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Just enough of a browser for the provider's pages: a cookie jar (host-only, by path,
 * like a browser on 127.0.0.1 where ports do not separate cookies), manual redirects,
 * form posts with the page's Origin, and a client address sent as X-Forwarded-For (the
 * provider under test trusts it, AUTH_TRUST_PROXY=true).
 */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly ip: string = randomIp()) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<PageResponse> {
    return this.request(url, { method: 'GET', headers });
  }

  async postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<PageResponse> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects while they stay on `origin`; returns the last page, or the first redirect away. */
  async follow(response: PageResponse, origin: string, limit = 10): Promise<PageResponse> {
    let current = response;
    for (let hops = 0; hops < limit && current.location; hops += 1) {
      const next = new URL(current.location, current.url);
      if (next.origin !== origin) return current;
      current = await this.get(next.href);
    }
    return current;
  }

  cookieNames(): string[] {
    return [...this.cookies.values()].map((cookie) => cookie.name);
  }

  private async request(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<PageResponse> {
    const target = new URL(url);
    const cookieHeader = [...this.cookies.values()]
      .filter((cookie) => pathMatches(target.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const response = await fetch(target, {
      method: init.method,
      redirect: 'manual',
      headers: { 'x-forwarded-for': this.ip, ...(cookieHeader ? { cookie: cookieHeader } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    for (const line of response.headers.getSetCookie()) this.store(line, target);
    const location = response.headers.get('location');
    return {
      status: response.status,
      url: target.href,
      location: location ? new URL(location, target).href : null,
      headers: response.headers,
      html: await response.text(),
    };
  }

  private store(line: string, target: URL): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = target.pathname.replace(/\/[^/]*$/, '') || '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue || '/';
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    const id = `${name};${path}`;
    if (expired || value === '') this.cookies.delete(id);
    else this.cookies.set(id, { name, value, path });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** The visible text of a page: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&larr;/g, '←')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value of a form input on the page. */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}
