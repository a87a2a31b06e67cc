import type { Connection, Model, Schema } from 'mongoose';

/**
 * Who writes a document kind: `single` when one writer at a time is certain (one process, no
 * concurrent updates of a document), `shared` when two places may update one document at once
 * (two processes, or concurrent read-modify-writes or `$inc`s within one). Every write of a
 * shared kind takes its document's turn (SharedWrites), which FerretDB 1.x needs (ADR 57).
 */
export type WriteSharing = 'single' | 'shared';

/** A document kind: its name (which names its write turns), its mongoose model and who writes it. */
export interface EntityDefinition<TDocument> {
  /** Lower-case, dash-separated: the write turns' Redis keys are `lock:write:{name}:…`. */
  readonly name: string;
  readonly model: string;
  readonly schema: Schema<TDocument>;
  readonly writes: WriteSharing;
}

/** What the write discipline needs of any entity, whatever its documents. */
export interface DeclaredEntity {
  readonly name: string;
  readonly model: string;
  readonly schema: Schema;
  readonly writes: WriteSharing;
}

const defined = new Map<string, DeclaredEntity>();

/** Declares a document kind once, next to its schema; a name used twice is a mistake caught at load. */
export function defineEntity<TDocument>(entity: EntityDefinition<TDocument>): EntityDefinition<TDocument> {
  if (defined.has(entity.name)) throw new Error(`entity ${entity.name} is defined twice`);
  defined.set(entity.name, entity);
  return entity;
}

/** Every document kind declared `shared` (each is loaded with the data layer's index). */
export function sharedWriteEntities(): DeclaredEntity[] {
  return [...defined.values()].filter((entity) => entity.writes === 'shared');
}

/** The entity's model on this connection, compiled once per connection. */
export function modelOf<TDocument>(connection: Connection, entity: EntityDefinition<TDocument>): Model<TDocument> {
  return (connection.models[entity.model] as Model<TDocument> | undefined) ?? connection.model<TDocument>(entity.model, entity.schema);
}
