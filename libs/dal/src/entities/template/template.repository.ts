import type { Connection } from 'mongoose';
import type { Template } from '@lumafolio/contracts';
import { BaseRepository, type WithStringId } from '../../repository/base.repository.js';
import { templateSchema } from './template.schema.js';

export class TemplateRepository extends BaseRepository<Template> {
  constructor(connection: Connection) {
    super(connection.model<WithStringId<Template>>('Template', templateSchema));
  }

  /** Default template first, then by name. */
  listAll(): Promise<Template[]> {
    return this.findAll({}, { isDefault: -1, name: 1 });
  }

  /** Inserts or replaces each template by id; running it twice changes nothing. */
  async upsertMany(templates: readonly Template[]): Promise<void> {
    if (templates.length === 0) return;
    await this.model.bulkWrite(
      templates.map(({ id, ...fields }) => ({
        replaceOne: { filter: { _id: id }, replacement: { _id: id, ...fields }, upsert: true },
      })),
      { ordered: true },
    );
  }
}
