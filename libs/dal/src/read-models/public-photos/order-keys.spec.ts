import { InvalidCursorError } from '../../paging/keyset.js';
import {
  homeCursorOf,
  homeMember,
  homeMemberOfCursor,
  numberOfSortable,
  ownerCursorOf,
  ownerMember,
  ownerMemberOfCursor,
  sortableNumber,
} from './order-keys.js';
import { decodeToken, encodeToken } from '../../paging/keyset.js';

const bytewise = (a: string, b: string) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0);

describe('the byte order of a read model list', () => {
  it('sorts numbers as numbers, negative, fractional and huge ones too, and reads them back exactly', () => {
    const numbers = [-1e12, -3.5, -1, -Number.MIN_VALUE, 0, Number.MIN_VALUE, 0.25, 1, 1_700_000_000_000.5, 1_700_000_000_001, 2 ** 53, 1e300];
    const encoded = numbers.map(sortableNumber);
    expect([...encoded].sort(bytewise)).toEqual(encoded);
    expect(encoded.map(numberOfSortable)).toEqual(numbers);
    expect(sortableNumber(-0)).toBe(sortableNumber(0));
  });

  it("orders an owner's photos by part, then bucket, position and id, highest first (as the database path does)", () => {
    const places = [
      { part: 0, bucket: 3, position: 10, id: 'b' },
      { part: 0, bucket: 3, position: 10, id: 'a' },
      { part: 0, bucket: 3, position: 9.5, id: 'z' },
      { part: 0, bucket: 2, position: 1e13, id: 'z' },
      { part: 1, bucket: 9, position: 1e13, id: 'z' },
      { part: 1, bucket: 0, position: -5, id: 'abc' },
      { part: 1, bucket: 0, position: -5, id: 'ab' },
    ] as const;
    const members = places.map(ownerMember);
    // Read newest first: byte order reversed.
    expect([...members].sort(bytewise).reverse()).toEqual(members);
  });

  it('orders the home feed by upload time, then id, newest first', () => {
    const members = [
      { createdAt: 2_000, id: 'b' },
      { createdAt: 2_000, id: 'a' },
      { createdAt: 1_999, id: 'zz' },
    ].map(homeMember);
    expect([...members].sort(bytewise).reverse()).toEqual(members);
  });

  it("gives the database path's cursors, and takes them back", () => {
    const member = ownerMember({ part: 1, bucket: 12, position: 1_700_000_000_000.25, id: 'f00d1234' });
    expect(decodeToken(ownerCursorOf(member))).toEqual([1, 12, 1_700_000_000_000.25, 'f00d1234']);
    expect(ownerMemberOfCursor(ownerCursorOf(member), 2)).toBe(member);
    const home = homeMember({ createdAt: 1_700_000_000_123, id: 'cafe0001' });
    expect(decodeToken(homeCursorOf(home))).toEqual([1_700_000_000_123, 'cafe0001']);
    expect(homeMemberOfCursor(homeCursorOf(home))).toBe(home);
  });

  it('refuses cursors that name no place in the list', () => {
    const bad = [
      encodeToken([1, 0, 5, 'x']), // a second part in a list of one
      encodeToken([0, -1, 5, 'x']),
      encodeToken([0, 1.5, 5, 'x']),
      encodeToken([0, 1, 'five', 'x']),
      encodeToken([0, 1, 5, '']),
      encodeToken([0, 1, 5, 'x', 'extra']),
      'not base64 json',
    ];
    for (const cursor of bad) expect(() => ownerMemberOfCursor(cursor, 1)).toThrow(InvalidCursorError);
    expect(() => homeMemberOfCursor(encodeToken(['yesterday', 'x']))).toThrow(InvalidCursorError);
  });
});
