import { movedList, moveRequest } from './move-request';

const ids = ['a', 'b', 'c', 'd'];

describe('moving a photo in the portfolio order', () => {
  it('goes right before the photo it takes the place of when moved up', () => {
    expect(moveRequest(ids, 2, 0)).toEqual({ placement: 'before', photoId: 'a' });
    expect(movedList(ids, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('goes right after the photo it takes the place of when moved down', () => {
    expect(moveRequest(ids, 0, 2)).toEqual({ placement: 'after', photoId: 'c' });
    expect(movedList(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('asks nothing for a drop on itself or outside the list', () => {
    expect(moveRequest(ids, 1, 1)).toBeNull();
    expect(moveRequest(ids, 1, 4)).toBeNull();
    expect(moveRequest(ids, -1, 0)).toBeNull();
  });
});
