import { Module } from '@nestjs/common';
import { HeroBannersController } from './hero-banners.controller.js';
import { HeroBannersService } from './hero-banners.service.js';

/** The Hero Banners tab: add, make the default and delete banners (owned by portfolio), audited. */
@Module({ controllers: [HeroBannersController], providers: [HeroBannersService] })
export class HeroesModule {}
