import { Module } from '@nestjs/common';
import { FirstStepsController } from './first-steps.controller.js';
import { PortfolioController } from './portfolio.controller.js';
import { PublicPortfolioService } from './public-portfolio.service.js';
import { TemplateSelectionController } from './template-selection.controller.js';

/** Public portfolios as visitors read them, a photographer's choice of template and their first-steps checklist. */
@Module({
  controllers: [PortfolioController, TemplateSelectionController, FirstStepsController],
  providers: [PublicPortfolioService],
  exports: [PublicPortfolioService],
})
export class PortfolioModule {}
