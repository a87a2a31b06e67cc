import { Module } from '@nestjs/common';
import { TemplatesController } from './templates.controller.js';

/** The design templates a photographer can choose from. */
@Module({ controllers: [TemplatesController] })
export class TemplatesModule {}
