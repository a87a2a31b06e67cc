import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STORAGE_QUOTA_BYTES, clampPercent, formatBytes, formatLastUpload, formatUsagePercent } from './format';

describe('formatBytes (base 1024)', () => {
  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(DEFAULT_STORAGE_QUOTA_BYTES)).toBe('250 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
  });

  it('treats odd input as 0 B', () => {
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('formatUsagePercent', () => {
  it('shows one decimal and clamps', () => {
    expect(formatUsagePercent(0)).toBe('0.0%');
    expect(formatUsagePercent(12.345)).toBe('12.3%');
    expect(formatUsagePercent(140)).toBe('100.0%');
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('formatLastUpload', () => {
  it("is an en-US short date or 'Never'", () => {
    expect(formatLastUpload('2025-03-14T12:00:00Z', 'UTC')).toBe('Mar 14, 2025');
    expect(formatLastUpload(null)).toBe('Never');
    expect(formatLastUpload('not a date')).toBe('Never');
  });
});
