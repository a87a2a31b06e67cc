import { Module } from '@nestjs/common';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';

/** The Messages tab: contact messages (portfolio) and the captured e-mails (integrations). */
@Module({ controllers: [MessagesController], providers: [MessagesService] })
export class MessagesModule {}
