import { readFileSync } from 'node:fs';
import {
  MAX_PAGE_SIZE,
  NATS_MAX_PAYLOAD_BYTES,
  PHOTO_DESCRIPTION_MAX,
  PHOTO_DESCRIPTION_STORED_MAX,
  PHOTO_TAG_MAX,
  PHOTO_TAGS_MAX,
  PHOTO_TITLE_MAX,
  myPhotosPageSchema,
} from '@lumafolio/contracts';
import { newPhotoDocument } from '@lumafolio/dal';
import { SignedImageUrls } from '@lumafolio/server-common';
import { sanitizeDescription } from './description-html.js';
import { toPhoto } from './photo-view.js';

/** Three UTF-8 bytes per character: the heaviest text JSON carries unescaped. */
const heavy = (length: number) => '€'.repeat(length);

const imageUrls = new SignedImageUrls('s'.repeat(32));

/** Public, with the longest user id: every variant URL is signed, the longest form. */
function heaviestPhoto(index: number) {
  const userId = 'u'.repeat(64);
  const doc = newPhotoDocument({
    _id: `p${String(index).padStart(39, '0')}`,
    userId,
    originalKey: 'photo/u/p/original',
    mimeType: 'image/jpeg',
    originalBytes: 25 * 1024 * 1024,
    title: heavy(PHOTO_TITLE_MAX),
    description: heavy(PHOTO_DESCRIPTION_STORED_MAX),
    aiAltText: heavy(300),
    aiTags: Array.from({ length: PHOTO_TAGS_MAX }, (_, i) => `${i}${heavy(PHOTO_TAG_MAX - 2)}`),
    exif: { camera: heavy(120), lens: heavy(120), exposure: heavy(120), takenAt: heavy(120) },
  });
  return toPhoto(
    {
      ...doc,
      isPublic: true,
      tags: Array.from({ length: PHOTO_TAGS_MAX }, (_, i) => `${i}${heavy(PHOTO_TAG_MAX - 2)}`),
      placeholder: 'x'.repeat(200),
      variants: [400, 800, 1200, 1600, 2000, 2400].flatMap((width) =>
        (['webp', 'avif', 'jpeg'] as const).map((format) => ({
          width,
          height: width,
          format,
          key: `photo/${userId}/${doc._id}/w${width}.${format}`,
          bytes: 1,
        })),
      ),
      palette: {
        dominantColor: '#000000',
        mood: 'warm',
        brightness: 'dark',
        colors: Array.from({ length: 12 }, () => ({ hex: '#000000', percentage: 8.333 })),
      },
    },
    imageUrls,
    heavy(200),
  );
}

describe('the largest photo list answer', () => {
  it('stays below the NATS payload limit at the largest page size, with every field at its limit', () => {
    const page = myPhotosPageSchema.parse({
      items: Array.from({ length: MAX_PAGE_SIZE }, (_, i) => heaviestPhoto(i)),
      nextCursor: 'c'.repeat(400),
      total: 1_000_000,
      counts: { public: 1_000_000, featured: 1_000_000 },
    });
    const bytes = Buffer.byteLength(JSON.stringify({ response: page, id: 'x'.repeat(64), isDisposed: true }));
    expect(bytes).toBeLessThan(NATS_MAX_PAYLOAD_BYTES);
  });

  it('is the limit the NATS servers are configured with (local and compose)', () => {
    const config = readFileSync(new URL('../../../../deploy/nats/limits.conf', import.meta.url), 'utf8');
    const megabytes = Number(/^max_payload:\s*(\d+)MB$/m.exec(config)?.[1]);
    expect(megabytes * 1024 * 1024).toBe(NATS_MAX_PAYLOAD_BYTES);
    for (const file of ['../../../../deploy/nats/nats.conf', '../../../../deploy/local/infra.sh']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain('include ./limits.conf');
    }
  });
});

describe('stored descriptions', () => {
  it('refuses a description whose cleaned HTML would outgrow the stored limit (links gain attributes)', () => {
    for (const hostile of ['<a>a</a>'.repeat(PHOTO_DESCRIPTION_MAX / 8), '&'.repeat(PHOTO_DESCRIPTION_MAX)]) {
      expect(hostile.length).toBeLessThanOrEqual(PHOTO_DESCRIPTION_MAX);
      expect(() => sanitizeDescription(hostile)).toThrow('This description has too many links or too much formatting');
    }
    expect(sanitizeDescription('<p>A quiet <a href="https://e.x">harbour</a>.</p>')).toContain('rel="noopener noreferrer nofollow"');
  });
});
