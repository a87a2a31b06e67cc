const parts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "MMM d, yyyy h:mm a" (spec 02 §9), e.g. "Nov 24, 2026 9:05 PM", in the viewer's time zone. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${String(part.dayPeriod).toUpperCase()}`;
}
