import { describe, expect, it } from '@jest/globals';
import { EMPTY_SELECTION, bulkSelection, isPhotoSelected, selectAllMatching, selectedCount, togglePhoto } from './photo-selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const NO_FILTER = { category: null, visibility: null, q: null };

describe('photo selection', () => {
  it('toggles a photo on and off', () => {
    const one = togglePhoto(EMPTY_SELECTION, 'b', ORDER);
    expect(isPhotoSelected(one, 'b')).toBe(true);
    expect(selectedCount(one)).toBe(1);
    expect(selectedCount(togglePhoto(one, 'b', ORDER))).toBe(0);
  });

  it('selects the range between the last clicked photo and a shift-clicked one, either way round', () => {
    const down = togglePhoto(togglePhoto(EMPTY_SELECTION, 'b', ORDER), 'd', ORDER, true);
    expect(bulkSelection(down)).toEqual({ kind: 'photos', photoIds: ['b', 'c', 'd'] });
    const up = togglePhoto(togglePhoto(EMPTY_SELECTION, 'e', ORDER), 'c', ORDER, true);
    expect(ORDER.filter((id) => isPhotoSelected(up, id))).toEqual(['c', 'd', 'e']);
  });

  it('unselects a shift-clicked range when the clicked photo was selected', () => {
    let selection = selectAllMatching(NO_FILTER, 5);
    selection = togglePhoto(selection, 'a', ORDER);
    selection = togglePhoto(selection, 'c', ORDER, true);
    expect(ORDER.filter((id) => isPhotoSelected(selection, id))).toEqual(['d', 'e']);
  });

  it('selects just the clicked photo on a shift-click with no earlier click', () => {
    expect(bulkSelection(togglePhoto(EMPTY_SELECTION, 'c', ORDER, true))).toEqual({ kind: 'photos', photoIds: ['c'] });
  });

  it('selects every matching photo, less those unticked since', () => {
    const all = selectAllMatching({ category: 'portrait', visibility: 'private', q: 'sea' }, 120);
    expect(selectedCount(all)).toBe(120);
    const less = togglePhoto(all, 'c', ORDER);
    expect(isPhotoSelected(less, 'c')).toBe(false);
    expect(isPhotoSelected(less, 'x')).toBe(true);
    expect(selectedCount(less)).toBe(119);
    expect(bulkSelection(less)).toEqual({ kind: 'matching', category: 'portrait', visibility: 'private', q: 'sea', except: ['c'] });
    expect(selectedCount(togglePhoto(less, 'c', ORDER))).toBe(120);
  });

  it('sends no filter the screen does not have', () => {
    expect(bulkSelection(selectAllMatching(NO_FILTER, 3))).toEqual({ kind: 'matching', except: [] });
  });

  it('has no request when nothing is selected', () => {
    expect(bulkSelection(EMPTY_SELECTION)).toBeNull();
    const none = ['a', 'b'].reduce((selection, id) => togglePhoto(selection, id, ORDER), selectAllMatching(NO_FILTER, 2));
    expect(bulkSelection(none)).toBeNull();
  });
});
