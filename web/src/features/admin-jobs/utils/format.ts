/** "h:mm a" of a minute of the chart. */
export function formatMinute(iso: string): string {
  const date = new Date(iso);
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Media" for the media queue. */
export function queueTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
