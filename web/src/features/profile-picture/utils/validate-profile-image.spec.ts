import { describe, expect, it } from '@jest/globals';
import { PROFILE_IMAGE_MAX_BYTES, checkProfileImage, sizeInMegabytes } from './validate-profile-image';

describe('checkProfileImage', () => {
  it('accepts images up to 5 MB', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkProfileImage({ type: 'image/jpeg', size: 1000 })).toEqual({ ok: true });
    expect(checkProfileImage({ type: 'image/gif', size: PROFILE_IMAGE_MAX_BYTES })).toEqual({ ok: true });
  });

  it("refuses other types with 'Invalid File'", () => {
    expect(checkProfileImage({ type: 'application/pdf', size: 10 })).toEqual({
      ok: false,
      title: 'Invalid File',
      description: 'Please select an image file.',
    });
    expect(checkProfileImage({ type: '', size: 10 }).ok).toBe(false);
  });

  it("refuses files over 5 MB with 'File Too Large'", () => {
    expect(checkProfileImage({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toEqual({
      ok: false,
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB.',
    });
  });
});

describe('sizeInMegabytes', () => {
  it('shows two decimals', () => {
    expect(sizeInMegabytes(1.5 * 1024 * 1024)).toBe('1.50 MB');
    expect(sizeInMegabytes(0)).toBe('0.00 MB');
  });
});
