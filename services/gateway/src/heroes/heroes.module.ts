import { Module } from '@nestjs/common';
import { HeroFilesController } from './hero-files.controller.js';
import { HeroImagesController } from './hero-images.controller.js';
import { HeroSelectionController } from './hero-selection.controller.js';

/** Hero banners: the list, a user's selection, custom heroes, their files. */
@Module({ controllers: [HeroImagesController, HeroSelectionController, HeroFilesController] })
export class HeroesModule {}
