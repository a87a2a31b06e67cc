import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes "MMM d, yyyy h:mm a"', () => {
    expect(formatDateTime(new Date(2026, 10, 4, 21, 5))).toBe('Nov 4, 2026 9:05 PM');
    expect(formatDateTime(new Date(2026, 0, 31, 0, 0))).toBe('Jan 31, 2026 12:00 AM');
    expect(formatDateTime(new Date(2026, 6, 1, 12, 30).toISOString())).toBe('Jul 1, 2026 12:30 PM');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
