import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getHeroSelectionRpc, getUserRpc, setCustomHeroRpc, setGlobalHeroRpc, type HeroSelection, type SetHeroResponse } from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { bodyWith, heroIdOr404, photoIdOr404, userIdOr404 } from './hero-params.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

/** Each user's hero banner (spec 01 §4 "Hero choice order", §7). */
@Controller('api/user')
export class HeroSelectionController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly answers: VisitorAnswers,
  ) {}

  /** The signed-in user's hero; without a choice, the default banner (source 'default'). */
  @Get('hero-selection')
  @UseGuards(SessionGuard)
  mine(@CurrentUserId() userId: string): Promise<HeroSelection> {
    return this.rpc.call(getHeroSelectionRpc, { userId });
  }

  /** A portfolio owner's hero, for visitors; an unknown user is a 404. */
  @Get('hero-selection/:userId')
  async ofUser(@Param('userId') param: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const userId = userIdOr404(param);
    await this.answers.json(request, reply, `hero-selection:${userId}`, async () => ({ scope: { ownerId: userId }, body: () => this.selectionOf(userId) }));
  }

  private async selectionOf(userId: string): Promise<HeroSelection> {
    const [user, selection] = await Promise.allSettled([this.rpc.call(getUserRpc, { userId }), this.rpc.call(getHeroSelectionRpc, { userId })]);
    if (user.status === 'rejected') {
      if (user.reason instanceof RpcCallError && user.reason.status === 404) throw new NotFoundException('Unknown user.');
      throw user.reason;
    }
    if (selection.status === 'rejected') throw selection.reason;
    return selection.value;
  }

  @Post('hero-image/set-global')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  setGlobal(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SetHeroResponse> {
    const { heroImageId } = bodyWith('heroImageId').parse(body ?? {});
    return this.rpc.call(setGlobalHeroRpc, { userId, heroImageId: heroIdOr404(heroImageId) });
  }

  @Post('hero-image/set-custom')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(200)
  @UseGuards(SessionGuard)
  setCustom(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SetHeroResponse> {
    const { photoId } = bodyWith('photoId').parse(body ?? {});
    return this.rpc.call(setCustomHeroRpc, { userId, photoId: photoIdOr404(photoId) });
  }
}
