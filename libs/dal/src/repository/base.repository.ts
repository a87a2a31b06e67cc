import type { Model } from 'mongoose';

/** Documents store their public id in `_id`; entities expose it as `id`. */
export type WithStringId<T> = Omit<T, 'id'> & { _id: string };

/**
 * Thin base for entity repositories: lean reads mapped to plain entities, so callers
 * never see Mongoose documents or `_id`/`__v`.
 */
export abstract class BaseRepository<TEntity extends { id: string }> {
  protected constructor(protected readonly model: Model<WithStringId<TEntity>>) {}

  async findAll(filter: Record<string, unknown> = {}, sort: Record<string, 1 | -1> = { _id: 1 }): Promise<TEntity[]> {
    const docs = await this.model.find(filter).sort(sort).lean<WithStringId<TEntity>[]>().exec();
    return docs.map((doc) => this.toEntity(doc));
  }

  async findById(id: string): Promise<TEntity | null> {
    const doc = await this.model.findById(id).lean<WithStringId<TEntity>>().exec();
    return doc ? this.toEntity(doc) : null;
  }

  async count(filter: Record<string, unknown> = {}): Promise<number> {
    return this.model.countDocuments(filter).exec();
  }

  protected toEntity(doc: WithStringId<TEntity>): TEntity {
    const { _id, ...rest } = doc as WithStringId<TEntity> & { __v?: number };
    delete (rest as { __v?: number }).__v;
    return { ...(rest as object), id: _id } as TEntity;
  }
}
