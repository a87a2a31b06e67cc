import { FinishedUploads } from './finished-uploads.js';

describe('FinishedUploads', () => {
  it('names the photo an upload became to its owner only, for as long as it is kept', () => {
    let now = 1_000;
    const finished = new FinishedUploads(60_000, () => now);
    finished.remember('upload-1', 'ana', { photoId: 'photo-1', size: 2048 });
    expect(finished.find('upload-1', 'ana')).toEqual({ photoId: 'photo-1', size: 2048 });
    expect(finished.find('upload-1', 'bob')).toBeNull();
    expect(finished.find('upload-2', 'ana')).toBeNull();
    now += 59_999;
    expect(finished.find('upload-1', 'ana')).not.toBeNull();
    now += 1;
    expect(finished.find('upload-1', 'ana')).toBeNull();
  });

  it('forgets the oldest first', () => {
    let now = 0;
    const finished = new FinishedUploads(10_000, () => now);
    finished.remember('old', 'ana', { photoId: 'p-old', size: 1 });
    now = 5_000;
    finished.remember('new', 'ana', { photoId: 'p-new', size: 1 });
    now = 10_000;
    expect(finished.find('old', 'ana')).toBeNull();
    expect(finished.find('new', 'ana')).toEqual({ photoId: 'p-new', size: 1 });
  });
});
