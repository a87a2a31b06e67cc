import { Body, Controller, NotFoundException, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getHeroSelectionRpc,
  getUserRpc,
  heroImageIdSchema,
  photoIdSchema,
  setCustomHeroRpc,
  setGlobalHeroRpc,
  type HeroSelection,
  type SetHeroResponse,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { HERO_BANNERS_TAG as tag } from './hero-images.controller.js';
import { UNKNOWN_USER, bodyWith, heroIdOr404, photoIdOr404, userIdParam } from './hero-params.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

const myHero = defineHttpRoute({
  method: 'GET',
  path: '/api/user/hero-selection',
  tag,
  summary: "One's hero banner",
  access: 'session',
  status: 200,
  answer: json(getHeroSelectionRpc.response, 'The chosen banner, or the default one.'),
});

const heroOfUser = defineHttpRoute({
  method: 'GET',
  path: '/api/user/hero-selection/:userId',
  tag,
  summary: "A portfolio owner's hero banner",
  access: 'anonymous',
  params: z.object({ userId: userIdParam }),
  notFoundWhenMalformed: { userId: UNKNOWN_USER },
  status: 200,
  answer: json(getHeroSelectionRpc.response, 'The chosen banner, or the default one.'),
  revalidated: true,
});

/*
 * Choosing a banner: the body's id is described with its schema, but read by the handler
 * (bodyWith, then …Or404): a missing id is a 400, a malformed one the same 404 as an
 * unknown one, which a 400 from the schema would not keep.
 */
const setGlobalHero = defineHttpRoute({
  method: 'POST',
  path: '/api/user/hero-image/set-global',
  tag,
  summary: 'Choose a global banner as one’s hero',
  access: 'session',
  body: { kind: 'json', schema: z.object({ heroImageId: heroImageIdSchema }).strict() },
  status: 200,
  answer: json(setGlobalHeroRpc.response, 'The choice.'),
});

const setCustomHero = defineHttpRoute({
  method: 'POST',
  path: '/api/user/hero-image/set-custom',
  tag,
  summary: "Make one of one's photos the hero banner",
  access: 'session',
  body: { kind: 'json', schema: z.object({ photoId: photoIdSchema }).strict() },
  status: 200,
  answer: json(setCustomHeroRpc.response, 'The choice.'),
});

/** Each user's hero banner (spec 01 §4 "Hero choice order", §7). */
@Controller()
export class HeroSelectionController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly answers: VisitorAnswers,
  ) {}

  /** The signed-in user's hero; without a choice, the default banner (source 'default'). */
  @HttpRoute(myHero)
  mine(@CurrentUserId() userId: string): Promise<HeroSelection> {
    return this.rpc.call(getHeroSelectionRpc, { userId });
  }

  /** A portfolio owner's hero, for visitors; an unknown user is a 404. */
  @HttpRoute(heroOfUser)
  async ofUser(@RouteInput() { params }: RouteInput<typeof heroOfUser>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { userId } = params;
    await this.answers.json(request, reply, `hero-selection:${userId}`, async () => ({ scope: { ownerId: userId }, body: () => this.selectionOf(userId) }));
  }

  private async selectionOf(userId: string): Promise<HeroSelection> {
    const [user, selection] = await Promise.allSettled([this.rpc.call(getUserRpc, { userId }), this.rpc.call(getHeroSelectionRpc, { userId })]);
    if (user.status === 'rejected') {
      if (user.reason instanceof RpcCallError && user.reason.status === 404) throw new NotFoundException(UNKNOWN_USER);
      throw user.reason;
    }
    if (selection.status === 'rejected') throw selection.reason;
    return selection.value;
  }

  @HttpRoute(setGlobalHero)
  @UseInterceptors(RefreshesOwnPortfolio)
  setGlobal(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SetHeroResponse> {
    const { heroImageId } = bodyWith('heroImageId').parse(body ?? {});
    return this.rpc.call(setGlobalHeroRpc, { userId, heroImageId: heroIdOr404(heroImageId) });
  }

  @HttpRoute(setCustomHero)
  @UseInterceptors(RefreshesOwnPortfolio)
  setCustom(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SetHeroResponse> {
    const { photoId } = bodyWith('photoId').parse(body ?? {});
    return this.rpc.call(setCustomHeroRpc, { userId, photoId: photoIdOr404(photoId) });
  }
}
