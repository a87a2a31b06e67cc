import { cardJson, type ProjectedPhoto } from './photo-card.js';
import { entriesOf } from './public-lists.js';
import type { PhotoReadModelStore, Projection } from './photo-read-model.store.js';

/** Reads the current documents of these photos (the ones that exist). */
export type LoadProjected = (ids: readonly string[]) => Promise<ProjectedPhoto[]>;

/**
 * Keeps the read model current from the media domain's own writes (the photo repository
 * wraps each of them). A change is marked before the database write, then every changed
 * photo is projected: a ticket is taken, the document is read after it, and the result
 * applied only if no projection with a later ticket was applied first. The projection with
 * the last ticket read the database after the last write, so the model ends as the
 * database is, whatever order concurrent projections finish in, on any database.
 */
export class PhotoProjection {
  constructor(
    private readonly store: PhotoReadModelStore,
    private readonly load: LoadProjected,
    private readonly onFailure: (error: unknown, ids: readonly string[]) => void = () => undefined,
    private readonly onProjected: (photos: readonly ProjectedPhoto[]) => void = () => undefined,
  ) {}

  /**
   * Runs a database write of these photos, then projects them. A projection that fails
   * leaves the marks for the sweep: the write itself has happened and is answered as done.
   */
  async changing<T>(ids: readonly string[], write: () => Promise<T>): Promise<T> {
    const marks = await this.store.mark(ids);
    try {
      return await write();
    } finally {
      await this.projectQuietly(ids, marks);
    }
  }

  /**
   * Stores new photos, then projects them as written, without reading them back: their
   * tickets are taken before the insert, and nobody can change a photo before it exists, so
   * any later change takes a later ticket and wins. The one write that does not name the
   * photo, an account deletion (`removeGone`), ends the owner's generation after it: a photo
   * whose owner's generation ended between the ticket and the projection may have been
   * deleted unseen, so it is projected from the database instead. A failed insert is
   * projected from the database too (some of a batch may have been stored).
   */
  async inserting<T>(photos: readonly ProjectedPhoto[], write: () => Promise<T>): Promise<T> {
    const ids = photos.map((photo) => photo._id);
    const marks = await this.store.mark(ids);
    const [tickets, generations] = await Promise.all([this.store.tickets(ids), this.store.generations(photos.map((photo) => photo.userId))]);
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await this.projectQuietly(ids, marks);
      throw error;
    }
    try {
      const marksOf = marksById(marks);
      const outcomes = await this.store.applyEach(
        photos.map((photo, index) => ({
          ...projectionOf(photo._id, tickets[index] as number, photo, marksOf(photo._id)),
          ownerGeneration: generations.get(photo.userId) as string,
        })),
      );
      const ownerGone = new Set(ids.filter((_, index) => outcomes[index] === -1));
      const projected = photos.filter((photo) => !ownerGone.has(photo._id));
      if (projected.length) this.onProjected(projected);
      await this.project([...ownerGone], marks);
    } catch (error) {
      this.onFailure(error, ids);
    }
    return result;
  }

  /** Projects these photos from the database as it is now; resolves with how many projections were applied. */
  async project(ids: readonly string[], marks: readonly string[] = []): Promise<number> {
    if (ids.length === 0) return 0;
    const tickets = await this.store.tickets(ids);
    const found = new Map((await this.load(ids)).map((photo) => [photo._id, photo]));
    const marksOf = marksById(marks);
    const applied = await this.store.apply(ids.map((id, index) => projectionOf(id, tickets[index] as number, found.get(id) ?? null, marksOf(id))));
    if (found.size) this.onProjected([...found.values()]);
    return applied;
  }

  /**
   * Photos known to be gone (an account deletion removed every photo of their owner, then
   * calls this): removed without reading each one, with those the model holds of the owner
   * besides; `stillThere` reads, after the tickets, whatever of them exists anyway (a photo
   * stored meanwhile), which is projected as it is.
   */
  async removeGone(ownerId: string, ids: readonly string[], marks: readonly string[], stillThere: () => Promise<ProjectedPhoto[]>): Promise<void> {
    try {
      // New photos projected before this are in the model's list of the owner's photos; later ones see the generation over.
      await this.store.endGeneration(ownerId);
      const known = new Set(ids);
      const late = (await this.store.owned(ownerId)).filter((id) => !known.has(id));
      const gone = [...ids, ...late];
      const marksOf = marksById([...marks, ...(await this.store.mark(late))]);
      if (gone.length === 0) return;
      const tickets = await this.store.tickets(gone);
      const found = new Map((await stillThere()).map((photo) => [photo._id, photo]));
      await this.store.apply(gone.map((id, index) => projectionOf(id, tickets[index] as number, found.get(id) ?? null, marksOf(id))));
    } catch (error) {
      this.onFailure(error, ids);
    }
  }

  /** Marks these photos as about to change, for a write that projects them itself (`removeGone`). */
  mark(ids: readonly string[]): Promise<string[]> {
    return this.store.mark(ids);
  }

  private async projectQuietly(ids: readonly string[], marks: readonly string[]): Promise<void> {
    try {
      await this.project(ids, marks);
    } catch (error) {
      this.onFailure(error, ids);
    }
  }
}

export function projectionOf(id: string, ticket: number, photo: ProjectedPhoto | null, marks: readonly string[]): Projection {
  if (!photo) return { id, ticket, ownerId: '', card: null, lists: [], counts: [], marks };
  const { lists, counts } = entriesOf(photo);
  return { id, ticket, ownerId: photo.userId, card: cardJson(photo), lists, counts, marks };
}

/** The marks of each photo among a write's marks (`{id}|{token}`), grouped once: an account deletion has one per photo. */
function marksById(marks: readonly string[]): (id: string) => string[] {
  const byId = new Map<string, string[]>();
  for (const mark of marks) {
    const id = mark.slice(0, mark.lastIndexOf('|'));
    byId.set(id, [...(byId.get(id) ?? []), mark]);
  }
  return (id) => byId.get(id) ?? [];
}
