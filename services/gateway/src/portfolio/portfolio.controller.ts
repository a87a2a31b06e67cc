import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getPortfolioProfileRpc,
  listPublicCategoriesRpc,
  listPublicPhotosRpc,
  portfolioPhotosQuerySchema,
  portfolioSegmentSchema,
  toPageRequest,
  type PhotoPage,
} from '@lumafolio/contracts';
import { z } from 'zod';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { PORTFOLIO_NOT_FOUND, PublicPortfolioService } from './public-portfolio.service.js';

const tag = 'Portfolios';
const segmentParams = z.object({ username: portfolioSegmentSchema });
/** A segment that cannot be anybody's is the same 404 as one that is nobody's. */
const notFoundWhenMalformed = { username: PORTFOLIO_NOT_FOUND };

const portfolioProfile = defineHttpRoute({
  method: 'GET',
  path: '/api/portfolio/:username',
  tag,
  summary: "A photographer's public profile",
  description: 'The segment is a canonical portfolio path, a username or a user id, case-insensitive.',
  access: 'anonymous',
  params: segmentParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(getPortfolioProfileRpc.response, 'The profile.'),
  revalidated: true,
});

const portfolioPhotos = defineHttpRoute({
  method: 'GET',
  path: '/api/portfolio/:username/photos',
  tag,
  summary: "A page of a portfolio's public photos, newest first",
  access: 'anonymous',
  params: segmentParams,
  notFoundWhenMalformed,
  query: portfolioPhotosQuerySchema,
  status: 200,
  answer: json(listPublicPhotosRpc.response, 'A page of photos.'),
  revalidated: true,
});

const portfolioCategories = defineHttpRoute({
  method: 'GET',
  path: '/api/portfolio/:username/categories',
  tag,
  summary: "The categories a portfolio's public photos use",
  access: 'anonymous',
  params: segmentParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(listPublicCategoriesRpc.response, 'Categories with their counts.'),
  revalidated: true,
});

/** Segments are case-insensitive: one cache entry per portfolio, however it is spelled. */
const segmentKey = (segment: string) => segment.toLowerCase();

/** A photographer's public portfolio (spec 01 §7): fetched without sign-in, cached for every visitor. */
@Controller()
export class PortfolioController {
  constructor(
    private readonly portfolios: PublicPortfolioService,
    private readonly answers: VisitorAnswers,
  ) {}

  @HttpRoute(portfolioProfile)
  async profile(@RouteInput() { params }: RouteInput<typeof portfolioProfile>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const segment = params.username;
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
  @HttpRoute(portfolioPhotos)
  async photos(
    @RouteInput() { params, query: parsed }: RouteInput<typeof portfolioPhotos>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const segment = params.username;
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

  @HttpRoute(portfolioCategories)
  async categories(
    @RouteInput() { params }: RouteInput<typeof portfolioCategories>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const segment = params.username;
    await this.answers.json(request, reply, `portfolio-categories:${segmentKey(segment)}`, async () => {
      const { id } = await this.portfolios.profile(segment);
      return { scope: { ownerId: id }, body: () => this.portfolios.publicCategoriesOf(id) };
    });
  }
}
