/** `index` moved into 0…length-1, wrapping at both ends (slideshows and the lightbox wrap). */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % length) + length) % length;
}

export const nextIndex = (index: number, length: number): number => wrapIndex(index + 1, length);
export const previousIndex = (index: number, length: number): number => wrapIndex(index - 1, length);
