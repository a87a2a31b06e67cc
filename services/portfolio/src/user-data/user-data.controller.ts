import { Controller } from '@nestjs/common';
import { deleteUserPortfolioRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroSelectionService } from '../heroes/hero-selection.service.js';
import { TemplateSelectionService } from '../templates/template-selection.service.js';

/** Account deletion removes everything the portfolio service holds for the user. */
@Controller()
export class UserDataController {
  constructor(
    private readonly templates: TemplateSelectionService,
    private readonly heroes: HeroSelectionService,
  ) {}

  @RpcHandler(deleteUserPortfolioRpc)
  async deleteAll({ userId }: RpcPayload<typeof deleteUserPortfolioRpc>): Promise<{ deleted: true }> {
    await this.templates.forget(userId);
    await this.heroes.forget(userId);
    return { deleted: true };
  }
}
