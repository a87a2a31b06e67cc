import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']\s*\/?>\s*/i;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

interface Template {
  mtimeMs: number;
  /** index.html without its title and description, split where its scripts start and where the head ends. */
  beforeScripts: string;
  scriptsToHeadEnd: string;
  fromHeadEnd: string;
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
   * index.html with `headTags` in place of its title and description, and `earlyTags`
   * before its scripts (what the browser should ask for first); null when not built.
   */
  async render(headTags: string, earlyTags = ''): Promise<string | null> {
    const template = await this.load();
    if (!template) return null;
    const early = earlyTags ? `${earlyTags}\n    ` : '';
    return `${template.beforeScripts}${early}${template.scriptsToHeadEnd}  ${headTags}\n  ${template.fromHeadEnd}`;
  }

  private async load(): Promise<Template | null> {
    const mtimeMs = await stat(this.path).then((info) => info.mtimeMs, () => null);
    if (mtimeMs === null) return null;
    if (this.template?.mtimeMs === mtimeMs) return this.template;
    const html = await readFile(this.path, 'utf8');
    const title = decodeEntities(TITLE.exec(html)?.[1]?.trim() ?? '');
    const description = decodeEntities(DESCRIPTION.exec(html)?.[1]?.trim() ?? '');
    const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
    const headEnd = stripped.search(/<\/head>/i);
    if (headEnd < 0) throw new Error(`${this.path} has no </head>`);
    const firstScript = stripped.slice(0, headEnd).search(/<script\b/i);
    const scriptsAt = firstScript < 0 ? headEnd : firstScript;
    this.template = {
      mtimeMs,
      beforeScripts: stripped.slice(0, scriptsAt),
      scriptsToHeadEnd: stripped.slice(scriptsAt, headEnd),
      fromHeadEnd: stripped.slice(headEnd),
      title,
      description,
    };
    return this.template;
  }
}
