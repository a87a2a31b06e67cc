import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { templateSchema, type Template } from '@lumafolio/contracts';
import { TemplateRepository } from '@lumafolio/dal';
import type { Logger } from 'pino';
import { PortfolioConfig } from '../config.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { InjectLogger } from '@lumafolio/server-common';

/**
 * Templates are read on every portfolio page and change only when they are seeded, so
 * each replica keeps the list in memory for a short while instead of asking the
 * database every time (the database round trip dominated GET /api/templates).
 */
@Injectable()
export class TemplatesService implements OnApplicationBootstrap {
  private cached?: { templates: Template[]; expiresAt: number };
  private readonly cacheTtlMs: number;

  constructor(
    private readonly templates: TemplateRepository,
    @InjectLogger() private readonly logger: Logger,
    config: PortfolioConfig,
  ) {
    this.cacheTtlMs = config.TEMPLATES_CACHE_TTL_MS;
  }

  /** Idempotent seed: the built-in templates always match the code after a start. */
  async onApplicationBootstrap(): Promise<void> {
    const seeded = DEFAULT_TEMPLATES.map((template) => templateSchema.parse(template));
    await this.templates.upsertMany(seeded);
    this.cached = undefined;
    this.logger.info({ count: seeded.length }, 'design templates seeded');
  }

  async list(): Promise<Template[]> {
    const now = Date.now();
    if (this.cached && this.cached.expiresAt > now) return this.cached.templates;
    const templates = await this.templates.listAll();
    this.cached = { templates, expiresAt: now + this.cacheTtlMs };
    return templates;
  }
}
