import { cardOf, type PhotoCard } from './photo-card.js';
import { homeCursorOf, homeMemberOfCursor, ownerCursorOf, ownerMemberOfCursor } from './order-keys.js';
import { categoriesHash, listOf, type PublicListFilter } from './public-lists.js';
import type { PhotoReadModelStore } from './photo-read-model.store.js';

export interface CardPage {
  cards: PhotoCard[];
  nextCursor: string | null;
  total: number | null;
}

/** Reads of the read model; each answers null while the model is not ready (the caller reads the database). */
export class PhotoReadModelReader {
  constructor(private readonly store: PhotoReadModelStore) {}

  /** A page of a visitor list, one round trip; an invalid cursor throws InvalidCursorError. */
  async page(filter: PublicListFilter, page: { cursor: string | null; limit: number }, withTotal: boolean): Promise<CardPage | null> {
    const list = listOf(filter);
    if (!list) return null;
    const owner = list.kind === 'owner';
    const after = page.cursor === null ? null : owner ? ownerMemberOfCursor(page.cursor, list.parts) : homeMemberOfCursor(page.cursor);
    const found = await this.store.page(list.list, after, page.limit + 1, withTotal, list.idOffset);
    if (!found) return null;
    const shown = found.members.slice(0, page.limit);
    const cards = found.cards.slice(0, page.limit).flatMap((json) => (json ? [cardOf(json)] : []));
    const last = shown[shown.length - 1];
    const nextCursor = found.members.length > page.limit && last !== undefined ? (owner ? ownerCursorOf(last) : homeCursorOf(last)) : null;
    return { cards, nextCursor, total: found.total };
  }

  /** The categories of an owner's public photos with their counts, most used first. */
  async categories(ownerId: string): Promise<Array<{ category: string; count: number }> | null> {
    const counts = await this.store.counts(categoriesHash(ownerId));
    if (!counts) return null;
    return [...counts]
      .filter(([, count]) => count > 0)
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  }

  /** The cards of these photos that exist, by id. */
  async cards(ids: readonly string[]): Promise<Map<string, PhotoCard> | null> {
    const found = await this.store.cards(ids);
    if (!found) return null;
    const cards = new Map<string, PhotoCard>();
    for (const json of found) {
      if (!json) continue;
      const card = cardOf(json);
      cards.set(card._id, card);
    }
    return cards;
  }
}
