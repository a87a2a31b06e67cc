import { homeMember, ownerMember, HOME_ID_OFFSET, OWNER_ID_OFFSET } from './order-keys.js';
import type { ProjectedPhoto } from './photo-card.js';

/**
 * The visitor lists of the read model, one sorted set each (list ids, without the prefix):
 * - an owner's public photos in the owner's order (ADR 41): all (`o:{owner}:a`), featured
 *   only (`:f`), featured first (`:ff`), and the same per category (`:c:{cat}`, `:fc:{cat}`,
 *   `:ffc:{cat}`);
 * - every owner's public photos, newest first (the home feed): featured (`h:f`), one
 *   category (`h:c:{cat}`), one category's featured (`h:fc:{cat}`).
 * A photo's entries are derived from its document alone, so a projection is a diff.
 */
export interface ListEntry {
  list: string;
  member: string;
}

/** A counter a photo adds one to: the owner's public photos per category (`cats:{owner}` → category). */
export interface CountEntry {
  hash: string;
  field: string;
}

export const categoriesHash = (ownerId: string) => `cats:${ownerId}`;

export function entriesOf(photo: ProjectedPhoto): { lists: ListEntry[]; counts: CountEntry[] } {
  if (!photo.isPublic) return { lists: [], counts: [] };
  const owner = `o:${photo.userId}`;
  const place = { bucket: photo.listBucket, position: photo.position ?? photo.createdAt.getTime(), id: photo._id };
  const inOrder = ownerMember({ ...place, part: 0 });
  const featuredFirst = ownerMember({ ...place, part: photo.featured ? 0 : 1 });
  const newest = homeMember({ createdAt: photo.createdAt.getTime(), id: photo._id });
  const cat = photo.category;
  const lists: ListEntry[] = [
    { list: `${owner}:a`, member: inOrder },
    { list: `${owner}:ff`, member: featuredFirst },
    { list: `${owner}:c:${cat}`, member: inOrder },
    { list: `${owner}:ffc:${cat}`, member: featuredFirst },
    { list: `h:c:${cat}`, member: newest },
  ];
  if (photo.featured) {
    lists.push(
      { list: `${owner}:f`, member: inOrder },
      { list: `${owner}:fc:${cat}`, member: inOrder },
      { list: 'h:f', member: newest },
      { list: `h:fc:${cat}`, member: newest },
    );
  }
  return { lists, counts: [{ hash: categoriesHash(photo.userId), field: cat }] };
}

export interface PublicListFilter {
  ownerId?: string | undefined;
  category?: string | undefined;
  featuredOnly?: boolean | undefined;
  featuredFirst?: boolean | undefined;
}

export interface PublicList {
  list: string;
  kind: 'owner' | 'home';
  /** Where the photo id starts in a member. */
  idOffset: number;
  /** An owner's list puts featured ones first in a part of their own. */
  parts: 1 | 2;
}

/** The list a visitor filter reads; null for a filter no list serves (every public photo of every owner, or featured first across owners). */
export function listOf({ ownerId, category, featuredOnly, featuredFirst }: PublicListFilter): PublicList | null {
  if (ownerId) {
    const view = featuredOnly ? 'f' : featuredFirst ? 'ff' : 'a';
    const list = category ? `o:${ownerId}:${view === 'a' ? 'c' : `${view}c`}:${category}` : `o:${ownerId}:${view}`;
    return { list, kind: 'owner', idOffset: OWNER_ID_OFFSET, parts: view === 'ff' ? 2 : 1 };
  }
  if (featuredFirst && !featuredOnly) return null;
  if (featuredOnly) return { list: category ? `h:fc:${category}` : 'h:f', kind: 'home', idOffset: HOME_ID_OFFSET, parts: 1 };
  return category ? { list: `h:c:${category}`, kind: 'home', idOffset: HOME_ID_OFFSET, parts: 1 } : null;
}
