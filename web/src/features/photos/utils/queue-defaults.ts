/** 'sunset_over-the.lake.JPG' → 'Sunset over the.lake': a queued photo's title when the AI gave none. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.includes('.') ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  const words = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '') return 'Untitled photo';
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 120);
}

/** A queued photo's category when the AI suggested none the user can choose. */
export const FALLBACK_CATEGORY = 'other';
