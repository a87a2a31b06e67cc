import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@lumafolio/server-common';
import { PortfolioModule } from '../portfolio/portfolio.module.js';
import { ClientGalleryPageController } from './client-gallery-page.controller.js';
import { PageRenderer } from './page-renderer.js';
import { PortfolioPageDataService } from './portfolio-page-data.service.js';
import { RouteChunks } from './route-chunks.js';
import { SpaDocument } from './spa-document.js';
import { SpaPagesController } from './spa-pages.controller.js';
import { SpaPagesService } from './spa-pages.service.js';

export interface SpaModuleOptions {
  /** The built web app (index.html and assets). */
  webDistDir: string;
  /** The web app's server build (web/dist-server/entry-server.js). */
  webServerEntry: string;
  logger: Logger;
}

/** The web app's pages: a portfolio arrives rendered, with its data; every other page is the app's shell. */
@Module({})
export class SpaModule {
  static register(options: SpaModuleOptions): DynamicModule {
    return {
      module: SpaModule,
      imports: [PortfolioModule],
      controllers: [SpaPagesController, ClientGalleryPageController],
      providers: [
        { provide: SpaDocument, useFactory: () => new SpaDocument(options.webDistDir) },
        { provide: RouteChunks, useFactory: () => new RouteChunks(options.webDistDir) },
        { provide: PageRenderer, useFactory: () => new PageRenderer(options.webServerEntry, options.logger) },
        PortfolioPageDataService,
        SpaPagesService,
      ],
    };
  }
}
