// Seeding many photos goes straight through the media service's repository (as the scale
// benchmark does), not through uploads: uploading thousands of photos would take many minutes
// of processing. Only this e2e set-up reaches the data layer (dev-stack cannot: the data
// layer's own tests use dev-stack).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MongoDatabase, openProjectedPhotoRepository, type PhotoDocument, type PhotoExif } from '@lumafolio/dal';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { LocalDiskStorage } from '@lumafolio/storage';
import sharp from 'sharp';

/** The shapes of the seeded images (a masonry grid of mixed heights). */
const SHAPES: ReadonlyArray<{ width: number; height: number; colour: string }> = [
  { width: 400, height: 300, colour: '#3b6e8f' },
  { width: 400, height: 560, colour: '#8f5b3b' },
  { width: 400, height: 400, colour: '#4f8f3b' },
  { width: 400, height: 250, colour: '#6b3b8f' },
  { width: 400, height: 500, colour: '#8f3b55' },
  { width: 400, height: 320, colour: '#3b8f84' },
];

/** Photos written per insert command. */
const BATCH = 1_000;

export interface SeededPhotoFields {
  title: string;
  category: string;
  featured?: boolean;
  isPublic?: boolean;
  description?: string;
  aiTags?: string[];
  exif?: PhotoExif;
  /** The colour summary the palette job would leave (a custom hero takes it along). */
  palette?: PhotoDocument['palette'];
}

export interface SeededPhotos {
  ids: string[];
  close: () => Promise<void>;
}

/**
 * Inserts `count` ready photos of `userId` (n = 1 … count, one minute apart, n = count the
 * newest and a minute old), each with one 400 px WebP variant among a few real image files
 * written to the stack's storage.
 */
export async function seedPhotos(
  env: { MONGODB_URI: string; STORAGE_LOCAL_DIR: string; REDIS_URL: string },
  userId: string,
  idPrefix: string,
  count: number,
  fields: (n: number) => SeededPhotoFields,
): Promise<SeededPhotos> {
  const storage = new LocalDiskStorage({ rootDir: env.STORAGE_LOCAL_DIR });
  const files = await Promise.all(
    SHAPES.map(async (shape, index) => {
      const body = await sharp({ create: { width: shape.width, height: shape.height, channels: 3, background: shape.colour } })
        .webp({ quality: 70 })
        .toBuffer();
      const key = `e2e-seed/${idPrefix}/shape-${index}.webp`;
      await storage.put(key, body, { contentType: 'image/webp' });
      return { ...shape, key, bytes: body.length };
    }),
  );

  const db = await new MongoDatabase({ uri: env.MONGODB_URI }).connect();
  // Written as the media domain writes them: projected into visitors' lists (ADR 46).
  const { photos, close } = openProjectedPhotoRepository(db.connection, env.REDIS_URL);
  try {
    const start = Date.now() - (count + 1) * 60_000;
    const docs: PhotoDocument[] = [];
    for (let n = 1; n <= count; n += 1) {
      const file = files[n % files.length] as (typeof files)[number];
      const at = new Date(start + n * 60_000);
      const id = `${idPrefix}${String(n).padStart(5, '0')}`.toLowerCase().replace(/[^a-z0-9]/g, '');
      const { title, category, featured = false, isPublic = true, description = '', aiTags = [], exif = null, palette = null } = fields(n);
      docs.push({
        _id: id,
        userId,
        title,
        description,
        category,
        tags: [],
        featured,
        isPublic,
        aiAltText: null,
        aiTags,
        status: 'ready',
        listBucket: 0, // placed by the repository
        originalKey: file.key,
        mimeType: 'image/webp',
        originalBytes: file.bytes,
        sizeBytes: file.bytes,
        jobsQueued: true,
        width: file.width,
        height: file.height,
        placeholder: null,
        variants: [{ width: file.width, height: file.height, format: 'webp', key: file.key, bytes: file.bytes }],
        palette,
        exif,
        createdAt: at,
        updatedAt: at,
      });
    }
    await photos.insertMany(docs, BATCH);
    close();
    return { ids: docs.map((doc) => doc._id), close: () => db.disconnect() };
  } catch (error) {
    close();
    await db.disconnect();
    throw error;
  }
}
