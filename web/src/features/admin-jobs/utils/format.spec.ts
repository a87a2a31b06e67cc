import { formatDateTime } from '@/lib/format-date-time';
import { formatMinute, queueTitle } from './format';

describe('the Jobs tab formats', () => {
  it('writes a time as "MMM d, yyyy h:mm a"', () => {
    expect(formatDateTime(new Date(2026, 10, 4, 0, 5).toISOString())).toBe('Nov 4, 2026 12:05 AM');
    expect(formatDateTime(new Date(2026, 0, 31, 13, 30).toISOString())).toBe('Jan 31, 2026 1:30 PM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes a chart minute and a queue title', () => {
    expect(formatMinute(new Date(2026, 0, 1, 12, 7).toISOString())).toBe('12:07 PM');
    expect(queueTitle('integrations')).toBe('Integrations');
  });
});
