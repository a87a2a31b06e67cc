import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { deleteUserPortfolioRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { HeroSelectionService } from '../heroes/hero-selection.service.js';
import { TemplateSelectionService } from '../templates/template-selection.service.js';

/** Account deletion removes everything the portfolio service holds for the user. */
@Controller()
export class UserDataController {
  constructor(
    private readonly templates: TemplateSelectionService,
    private readonly heroes: HeroSelectionService,
  ) {}

  @MessagePattern(deleteUserPortfolioRpc.pattern)
  async deleteAll(@Payload() payload: unknown): Promise<{ deleted: true }> {
    const { userId } = parseRpcPayload(deleteUserPortfolioRpc, payload);
    await this.templates.forget(userId);
    await this.heroes.forget(userId);
    return { deleted: true };
  }
}
