/** Spec 01 §5/§9: profile pictures are images of at most 5 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The file picker offers these (JPG, PNG, GIF); any image type passes the check. */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';

export type ProfileImageCheck = { ok: true } | { ok: false; title: string; description: string };

/** Checks a chosen file: an image type, else 'Invalid File'; at most 5 MB, else 'File Too Large'. */
export function checkProfileImage(file: Pick<File, 'type' | 'size'>): ProfileImageCheck {
  if (!file.type.startsWith('image/')) {
    return { ok: false, title: 'Invalid File', description: 'Please select an image file.' };
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return { ok: false, title: 'File Too Large', description: 'Please select an image smaller than 5MB.' };
  }
  return { ok: true };
}

/** The preview's size line: megabytes with two decimals, '1.50 MB'. */
export function sizeInMegabytes(bytes: number): string {
  return `${(Math.max(bytes, 0) / (1024 * 1024)).toFixed(2)} MB`;
}
