import { Module } from '@nestjs/common';
import { PortfolioController } from './portfolio.controller.js';
import { PublicPortfolioService } from './public-portfolio.service.js';
import { TemplateSelectionController } from './template-selection.controller.js';

/** Public portfolios as visitors read them, and a photographer's choice of template. */
@Module({ controllers: [PortfolioController, TemplateSelectionController], providers: [PublicPortfolioService], exports: [PublicPortfolioService] })
export class PortfolioModule {}
