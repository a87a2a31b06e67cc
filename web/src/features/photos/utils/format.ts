/** Spec 01 §9: the storage quota shown when none is given, sizes in base 1024. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 250 * 1024 * 1024;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in base 1024: '0 B', '512 B', '1.5 KB', '250 MB' (up to two decimals, trailing zeros dropped). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(exponent === 0 ? 0 : 2))} ${UNITS[exponent]}`;
}

/** A usage percentage to one decimal, clamped to 0–100: '12.3%'. */
export function formatUsagePercent(percent: number): string {
  return `${clampPercent(percent).toFixed(1)}%`;
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(Math.max(percent, 0), 100);
}

/** Last upload date as an en-US short date ('Mar 14, 2025'), or 'Never'. */
export function formatLastUpload(date: string | number | Date | null | undefined, timeZone?: string): string {
  if (date === null || date === undefined || date === '') return 'Never';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return 'Never';
  return value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
}
