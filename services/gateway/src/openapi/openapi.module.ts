import { Module } from '@nestjs/common';
import { API_ROUTES } from './api-routes.js';
import { DOCUMENTED_ROUTES, OpenApiController } from './openapi.controller.js';

@Module({ controllers: [OpenApiController], providers: [{ provide: DOCUMENTED_ROUTES, useValue: API_ROUTES }] })
export class OpenApiModule {}
