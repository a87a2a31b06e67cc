import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TEMPLATE_ID, publicContentChangedEvent, type TemplateSelection } from '@lumafolio/contracts';
import { TemplateSelectionRepository } from '@lumafolio/dal';
import { EventBus, rpcError } from '@lumafolio/server-common';
import { TemplatesService } from './templates.service.js';

@Injectable()
export class TemplateSelectionService {
  constructor(
    private readonly selections: TemplateSelectionRepository,
    private readonly templates: TemplatesService,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  /** The user's template; else the default template (isDefault), else classic. */
  async get(userId: string): Promise<TemplateSelection> {
    const [chosen, heroAccent, available] = await Promise.all([
      this.selections.findTemplateId(userId),
      this.selections.findHeroAccent(userId),
      this.templates.list(),
    ]);
    if (chosen && available.some((t) => t.id === chosen)) return { templateId: chosen, heroAccent };
    return { templateId: available.find((t) => t.isDefault)?.id ?? available[0]?.id ?? DEFAULT_TEMPLATE_ID, heroAccent };
  }

  /** Whether the portfolio's accent colour follows its hero banner (ADR 41). */
  async setHeroAccent(userId: string, heroAccent: boolean): Promise<TemplateSelection> {
    await this.selections.saveHeroAccent(userId, heroAccent);
    this.events.publish(publicContentChangedEvent, { ownerId: userId });
    return this.get(userId);
  }

  /** Account deletion. */
  forget(userId: string): Promise<void> {
    return this.selections.remove(userId);
  }

  async set(userId: string, templateId: string): Promise<TemplateSelection> {
    const available = await this.templates.list();
    if (!available.some((t) => t.id === templateId)) throw rpcError(404, `There is no template "${templateId}".`);
    await this.selections.save(userId, templateId);
    this.events.publish(publicContentChangedEvent, { ownerId: userId });
    return { templateId, heroAccent: await this.selections.findHeroAccent(userId) };
  }
}
