import type { Photo } from '@lumafolio/contracts';

/** A ready photo as the API returns it, for tests; `changes` replace its fields. */
export const photoFixture = (changes: Partial<Photo> = {}): Photo => ({
  id: 'photo1abc',
  userId: 'user-1',
  title: 'Harbour at dawn',
  description: '',
  category: 'landscape',
  tags: [],
  imageUrl: '/api/images/photo1abc/original',
  photographer: null,
  featured: false,
  isPublic: false,
  aiAltText: null,
  aiTags: [],
  status: 'ready',
  width: 2400,
  height: 1600,
  placeholder: null,
  variants: [],
  palette: null,
  exif: null,
  sizeBytes: 512_000,
  createdAt: '2026-11-25T00:00:00.000Z',
  ...changes,
});
