import type { Connection } from 'mongoose';
import type { WriteSharing } from './entity.js';
import { inProcessWriteTurns, type WriteTurns } from './write-turns.js';

const turnsOfConnection = new WeakMap<Connection, WriteTurns>();

/**
 * The write turns every repository on this connection takes (MongoDatabase.useWriteTurns):
 * Redis ones in a process that shares documents with others. Without, turns are taken within
 * the process only.
 */
export function useWriteTurns(connection: Connection, turns: WriteTurns): void {
  turnsOfConnection.set(connection, turns);
}

function turnsOf(connection: Connection): WriteTurns {
  let turns = turnsOfConnection.get(connection);
  if (!turns) {
    turns = inProcessWriteTurns();
    turnsOfConnection.set(connection, turns);
  }
  return turns;
}

/**
 * How a repository writes its documents: every write of a `shared` entity runs in its
 * document's turn, so no two writers update one document at once; a `single` entity's writes
 * run as they come. The turns are looked up at each write, so they may be set after the
 * repository was made.
 */
export class SharedWrites {
  constructor(
    private readonly connection: Connection,
    private readonly entity: { readonly name: string; readonly writes: WriteSharing },
  ) {}

  /** Runs `write` (any writes and reads of this document it needs) in the document's turn. */
  document<T>(id: string | number, write: () => Promise<T>): Promise<T> {
    return this.turn(String(id), write);
  }

  /** Runs `write` in the turns of all these documents, taken at once (a bulk action). */
  documents<T>(ids: ReadonlyArray<string | number>, write: () => Promise<T>): Promise<T> {
    if (this.entity.writes === 'single') return write();
    const prefix = `${this.entity.name}:${this.connection.name}:`;
    return turnsOf(this.connection).takeAll(
      ids.map((id) => `${prefix}${String(id)}`),
      write,
    );
  }

  /**
   * Runs `write` in the turn of a rule over several documents of the kind (the one default
   * banner, a gallery's count of visitors): `#` keeps it apart from every document id.
   */
  invariant<T>(name: string, write: () => Promise<T>): Promise<T> {
    return this.turn(`#${name}`, write);
  }

  private turn<T>(key: string, write: () => Promise<T>): Promise<T> {
    if (this.entity.writes === 'single') return write();
    return turnsOf(this.connection).take(`${this.entity.name}:${this.connection.name}:${key}`, write);
  }
}

export function sharedWritesOf(connection: Connection, entity: { readonly name: string; readonly writes: WriteSharing }): SharedWrites {
  return new SharedWrites(connection, entity);
}
