import { Controller } from '@nestjs/common';
import { deleteUserPortfolioRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { ContactService } from '../contact/contact.service.js';
import { FirstStepsService } from '../first-steps/first-steps.service.js';
import { HeroSelectionService } from '../heroes/hero-selection.service.js';
import { PageViewsService } from '../page-views/page-views.service.js';
import { TemplateSelectionService } from '../templates/template-selection.service.js';

/** Account deletion removes everything the portfolio service holds for the user. */
@Controller()
export class UserDataController {
  constructor(
    private readonly templates: TemplateSelectionService,
    private readonly heroes: HeroSelectionService,
    private readonly contact: ContactService,
    private readonly pageViews: PageViewsService,
    private readonly firstSteps: FirstStepsService,
  ) {}

  @RpcHandler(deleteUserPortfolioRpc)
  async deleteAll({ userId }: RpcPayload<typeof deleteUserPortfolioRpc>): Promise<{ deleted: true }> {
    await this.templates.forget(userId);
    await this.heroes.forget(userId);
    await this.contact.forgetRecipient(userId);
    await this.pageViews.forget(userId);
    await this.firstSteps.forget(userId);
    return { deleted: true };
  }
}
