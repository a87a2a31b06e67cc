import type { BootData } from '@lumafolio/contracts/paths';
import type { Logger } from '@lumafolio/server-common';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** A page as the web app's server build renders it. */
export interface RenderedPage {
  /** The markup for inside #root. */
  html: string;
  /** Its styles, for the page's `<head>`. */
  head: string;
}

/** What the web app's server build (web/src/app/entry-server.tsx) exports. */
interface ServerEntry {
  /** `url`: the page's path and query. */
  renderPage(url: string, boot: BootData): Promise<RenderedPage>;
}

/**
 * Renders a visitor page's markup with the web app's own components (ADR 11), from the
 * answers its boot carries. Null when the web app's server build is missing or the render
 * fails: the page is then sent unrendered and the browser renders it, as before. A new
 * build is picked up without a restart, like index.html.
 */
export class PageRenderer {
  private entry: { mtimeMs: number; module: Promise<ServerEntry> } | null = null;

  constructor(
    private readonly entryPath: string,
    private readonly logger: Logger,
  ) {}

  /** `url`: the page's path and query, as requested. */
  async render(url: string, boot: BootData): Promise<RenderedPage | null> {
    try {
      const entry = await this.load();
      return entry && (await entry.renderPage(url, boot));
    } catch (error) {
      this.logger.error({ err: error, url }, 'server render failed: page sent for the browser to render');
      return null;
    }
  }

  private async load(): Promise<ServerEntry | null> {
    const mtimeMs = await stat(this.entryPath).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (this.entry?.mtimeMs !== mtimeMs) {
      // The query string makes a rebuilt file a new module (Node caches imports by URL).
      const module = import(`${pathToFileURL(this.entryPath).href}?v=${mtimeMs}`) as Promise<ServerEntry>;
      this.entry = { mtimeMs, module };
      module.catch(() => {
        if (this.entry?.module === module) this.entry = null;
      });
    }
    return this.entry.module;
  }
}
