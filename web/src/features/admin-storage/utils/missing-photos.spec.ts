import { describe, expect, it } from '@jest/globals';
import { photosWithMissingFiles } from './missing-photos';

describe('photosWithMissingFiles', () => {
  it('groups missing keys by photo and says which photos lost their original', () => {
    expect(
      photosWithMissingFiles([
        'photo/u1/p1/w800.webp',
        'photo/u1/p1/w1600.webp',
        'photo/u1/p2/original',
        'photo/u1/p2/w400.webp',
        'hero/h1/source',
        'photo/u1/loose.jpg',
      ]),
    ).toEqual([
      { photoId: 'p1', keys: ['photo/u1/p1/w800.webp', 'photo/u1/p1/w1600.webp'], originalMissing: false },
      { photoId: 'p2', keys: ['photo/u1/p2/original', 'photo/u1/p2/w400.webp'], originalMissing: true },
    ]);
  });
});
