import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { portfolioPhotosQuerySchema, toPageRequest, type PhotoPage } from '@lumafolio/contracts';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { PublicPortfolioService } from './public-portfolio.service.js';

/** Segments are case-insensitive: one cache entry per portfolio, however it is spelled. */
const segmentKey = (segment: string) => segment.toLowerCase();

/** A photographer's public portfolio (spec 01 §7): fetched without sign-in, cached for every visitor. */
@Controller('api/portfolio')
export class PortfolioController {
  constructor(
    private readonly portfolios: PublicPortfolioService,
    private readonly answers: VisitorAnswers,
  ) {}

  @Get(':username')
  async profile(@Param('username') segment: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, `portfolio-profile:${segmentKey(segment)}`, async () => {
      const profile = await this.portfolios.profile(segment);
      return { scope: { ownerId: profile.id }, body: async () => profile };
    });
  }

  /**
   * A page of public photos, in the owner's order: all, one category's (`category=`) or the
   * featured ones (`featured=true`). Pages are cached, a later one when its cursor was handed
   * out here; a category's only when it has photos.
   */
  @Get(':username/photos')
  async photos(@Param('username') segment: string, @Query() query: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const parsed = portfolioPhotosQuerySchema.parse(query ?? {});
    const featuredOnly = parsed.featured === 'true';
    const list = `portfolio-photos:${segmentKey(segment)}:${featuredOnly ? 'featured' : 'all'}:${parsed.category ?? ''}:${parsed.limit}`;
    const key = await this.answers.pageKey(list, parsed.cursor ?? null);
    await this.answers.json(request, reply, key, async () => {
      const { id } = await this.portfolios.profile(segment);
      const filter = { ...(parsed.category ? { category: parsed.category } : {}), featuredOnly, page: toPageRequest(parsed) };
      return {
        scope: { ownerId: id },
        body: async () => {
          const page = await this.portfolios.publicPhotosOf(id, filter);
          await this.answers.issue(list, page.nextCursor);
          return page;
        },
        // A category nobody uses would otherwise take an entry per spelling.
        cacheable: (page: PhotoPage) => !parsed.category || page.items.length > 0,
      };
    });
  }

  @Get(':username/categories')
  async categories(@Param('username') segment: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answers.json(request, reply, `portfolio-categories:${segmentKey(segment)}`, async () => {
      const { id } = await this.portfolios.profile(segment);
      return { scope: { ownerId: id }, body: () => this.portfolios.publicCategoriesOf(id) };
    });
  }
}
