import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The build's stylesheets (fonts and a few global rules, ~2 kB). */
const STYLESHEET = /<link\s+rel=["']stylesheet["'][^>]*\shref=["'](\/assets\/[^"']+\.css)["'][^>]*>/gi;
const MODULE_PRELOAD = /[ \t]*<link\s+rel=["']modulepreload["'][^>]*>\n?/gi;
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']\s*\/?>\s*/i;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

interface Template {
  mtimeMs: number;
  /** index.html without its title and description, split where its scripts start, where the head ends and inside #root. */
  beforeScripts: string;
  scriptsToHeadEnd: string;
  /** The same without its module preloads: a rendered page asks for the app's code after its first paint. */
  scriptsToHeadEndUnpreloaded: string;
  headEndToRoot: string;
  fromRootEnd: string;
  title: string;
  description: string;
}

/**
 * The built SPA's index.html with page-specific head tags. The title and description
 * the web build wrote (brand name, tagline) are the site defaults. The file is read again
 * when a new build replaces it.
 */
export class SpaDocument {
  private template: Template | null = null;
  private readonly path: string;

  constructor(webDistDir: string) {
    this.path = join(webDistDir, 'index.html');
  }

  /** The site's own title and description; null when the web app is not built. */
  async siteDefaults(): Promise<{ title: string; description: string } | null> {
    const template = await this.load();
    return template && { title: template.title, description: template.description };
  }

  /**
   * index.html with `headTags` in place of its title and description, `earlyTags` before
   * its scripts (what the browser should ask for first) and `rootHtml` (the server-rendered
   * page) inside #root, in which case the app's module preloads are left out (see the web's
   * main.tsx); null when not built.
   */
  async render(headTags: string, earlyTags = '', rootHtml = ''): Promise<string | null> {
    const template = await this.load();
    if (!template) return null;
    const early = earlyTags ? `${earlyTags}\n    ` : '';
    const scripts = rootHtml ? template.scriptsToHeadEndUnpreloaded : template.scriptsToHeadEnd;
    return `${template.beforeScripts}${early}${scripts}  ${headTags}\n  ${template.headEndToRoot}${rootHtml}${template.fromRootEnd}`;
  }

  private async load(): Promise<Template | null> {
    const mtimeMs = await stat(this.path).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (this.template?.mtimeMs === mtimeMs) return this.template;
    const html = await this.inlineStylesheets(await readFile(this.path, 'utf8'));
    const title = decodeEntities(TITLE.exec(html)?.[1]?.trim() ?? '');
    const description = decodeEntities(DESCRIPTION.exec(html)?.[1]?.trim() ?? '');
    const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
    const headEnd = stripped.search(/<\/head>/i);
    if (headEnd < 0) throw new Error(`${this.path} has no </head>`);
    const firstScript = stripped.slice(0, headEnd).search(/<script\b/i);
    const scriptsAt = firstScript < 0 ? headEnd : firstScript;
    const rootAt = stripped.indexOf(EMPTY_ROOT, headEnd);
    if (rootAt < 0) throw new Error(`${this.path} has no ${EMPTY_ROOT}`);
    const rootContentAt = rootAt + EMPTY_ROOT.length - '</div>'.length;
    this.template = {
      mtimeMs,
      beforeScripts: stripped.slice(0, scriptsAt),
      scriptsToHeadEnd: stripped.slice(scriptsAt, headEnd),
      scriptsToHeadEndUnpreloaded: stripped.slice(scriptsAt, headEnd).replace(MODULE_PRELOAD, ''),
      headEndToRoot: stripped.slice(headEnd, rootContentAt),
      fromRootEnd: stripped.slice(rootContentAt),
      title,
      description,
    };
    return this.template;
  }

  /**
   * The stylesheet links replaced by the stylesheets themselves: one request fewer before
   * the first paint (a round trip on a phone). Their font URLs are absolute, so they work
   * anywhere in the page.
   */
  private async inlineStylesheets(html: string): Promise<string> {
    const sheets = new Map<string, string>();
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!href) continue;
      // A stylesheet that cannot be read stays a link.
      const css = await readFile(join(dirname(this.path), href), 'utf8').catch(() => null);
      if (css !== null) sheets.set(href, css);
    }
    return html.replace(STYLESHEET, (link: string, href: string) => {
      const css = sheets.get(href);
      return css === undefined ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    });
  }
}
