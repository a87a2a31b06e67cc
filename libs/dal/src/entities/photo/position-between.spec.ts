import { positionBetween } from './photo.repository.js';

describe('a moved photo’s position', () => {
  it('lies strictly between its two neighbours, in either order', () => {
    expect(positionBetween(1_000, 2_000)).toBe(1_500);
    expect(positionBetween(2_000, 1_000)).toBe(1_500);
  });

  it('is null once no number is left between them, so the bucket is renumbered', () => {
    const upload = 1_764_000_000_000;
    expect(positionBetween(upload, upload)).toBeNull();
    expect(positionBetween(upload, upload + 0.0001)).toBeNull();
  });
});
