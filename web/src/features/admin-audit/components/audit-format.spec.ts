import { formatDateTime } from '@/lib/format-date-time';
import { ACTION_LABELS, targetLine } from './audit-format';

describe('audit log formatting', () => {
  it('formats times as "MMM d, yyyy h:mm a"', () => {
    const local = (iso: string) => formatDateTime(new Date(iso).toISOString());
    expect(local('2026-03-05T09:07:00')).toBe('Mar 5, 2026 9:07 AM');
    expect(local('2026-11-24T20:54:00')).toBe('Nov 24, 2026 8:54 PM');
    expect(local('2026-01-01T00:00:00')).toBe('Jan 1, 2026 12:00 AM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('names the target by its label, else its id', () => {
    expect(targetLine({ kind: 'user', id: 'abc', label: 'jane_doe' })).toBe('User jane_doe');
    expect(targetLine({ kind: 'hero', id: 'h1', label: null })).toBe('Banner h1');
    expect(targetLine({ kind: 'photo', id: 'p1', label: '  ' })).toBe('Photo p1');
  });

  it('has words for every action', () => {
    expect(ACTION_LABELS['user.role.change']).toBe('Role changed');
  });
});
