// The scale benchmark's data (issue 12): 100 000 'ready' photos across 1 000 photographers,
// one of them with 10 000 and one with exactly 100, written through the repositories of
// @lumafolio/dal (not through uploads). Idempotent: a database that already holds the
// complete set is left as it is.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import sharp from 'sharp';
import {
  LIST_BUCKETS_MIGRATION,
  MongoDatabase,
  PhotoRepository,
  UserRepository,
  type PhotoDocument,
  type RebuildReport,
  type StoredVariant,
} from '@lumafolio/dal';
import { Redis } from 'ioredis';
import { createStorage } from '@lumafolio/storage';

export const TOTAL_PHOTOS = 100_000;
/** Bumped when what a seed holds changes (2: list buckets, ADR 20; 3: their summaries' tallies as one string). */
const SEED_VERSION = 3;
export const PHOTOGRAPHERS = 1_000;
export const BIG = { username: 'scalebig', email: 'scalebig@bench.lumafolio.local', photos: 10_000 };
export const SMALL = { username: 'scalesmall', email: 'scalesmall@bench.lumafolio.local', photos: 100 };
/** Both measured photographers sign in with it (a benchmark-only database). */
export const BENCH_PASSWORD = 'scale bench password';
const CATEGORIES = ['nature', 'portrait', 'street', 'architecture', 'travel', 'macro', 'landscape', 'other'];
/** The variants every seeded photo points at: a few real small files, shared. */
const VARIANT_WIDTHS = [400, 800, 1600];
const VARIANT_PREFIX = 'photo/bench-scale/shared';

export interface SeedReport {
  seeded: boolean;
  ms: number;
  photos: number;
}

/** Deterministic pseudo-random numbers (mulberry32): every seed looks alike. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many photos each of the 1 000 photographers gets: BIG, SMALL, then the rest shared out. */
export function photoCounts(): number[] {
  const others = PHOTOGRAPHERS - 2;
  const rest = TOTAL_PHOTOS - BIG.photos - SMALL.photos;
  const base = Math.floor(rest / others);
  const extra = rest - base * others;
  return [BIG.photos, SMALL.photos, ...Array.from({ length: others }, (_, i) => base + (i < extra ? 1 : 0))];
}

async function writeVariantFiles(storageDir: string): Promise<StoredVariant[]> {
  const storage = createStorage({
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: storageDir,
    S3_ENDPOINT: '',
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'lumafolio',
    S3_ACCESS_KEY_ID: 'unused',
    S3_SECRET_ACCESS_KEY: 'unused',
    S3_FORCE_PATH_STYLE: true,
  });
  const variants: StoredVariant[] = [];
  for (const width of VARIANT_WIDTHS) {
    const height = Math.round((width * 2) / 3);
    const key = `${VARIANT_PREFIX}/w${width}.webp`;
    const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 40 + width / 20, g: 90, b: 120 } } })
      .webp({ quality: 60 })
      .toBuffer();
    await storage.put(key, bytes, { contentType: 'image/webp' });
    variants.push({ width, height, format: 'webp', key, bytes: bytes.length });
  }
  return variants;
}

function photoDocuments(userId: string, owner: string, count: number, variants: StoredVariant[], rand: () => number, now: number): PhotoDocument[] {
  const docs: PhotoDocument[] = [];
  const twoYears = 2 * 365 * 24 * 3600 * 1000;
  for (let i = 0; i < count; i += 1) {
    // Spread over two years, distinct per owner so that newest-first order is total.
    const createdAt = new Date(now - Math.floor(rand() * twoYears) - i);
    const isPublic = rand() < 0.9;
    const category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)] as string;
    const sizeBytes = 2_000_000 + Math.floor(rand() * 3_000_000);
    const photoId = randomBytes(10).toString('hex');
    docs.push({
      _id: photoId,
      userId,
      title: `${owner} photo ${i + 1}`,
      description: i % 7 === 0 ? `<p>Taken by ${owner} on a bright day.</p>` : '',
      category,
      tags: i % 3 === 0 ? ['bench', category] : [],
      featured: isPublic && rand() < 0.05,
      isPublic,
      aiAltText: `A ${category} photograph`,
      aiTags: [category],
      status: 'ready',
      originalKey: `photo/${userId}/${photoId}/original`,
      mimeType: 'image/jpeg',
      originalBytes: sizeBytes,
      sizeBytes: sizeBytes + variants.reduce((sum, v) => sum + v.bytes, 0),
      listBucket: 0, // placed by the repository
      jobsQueued: true,
      width: 3000,
      height: 2000,
      placeholder: null,
      variants,
      palette: {
        dominantColor: '#3a5a78',
        mood: 'cool',
        brightness: 'medium',
        colors: [
          { hex: '#3a5a78', percentage: 60 },
          { hex: '#c8d0d8', percentage: 40 },
        ],
      },
      exif: { camera: 'Bench Camera', lens: '35mm', exposure: '1/250 f/8 ISO 100', takenAt: createdAt.toISOString() },
      createdAt,
      updatedAt: createdAt,
    });
  }
  return docs;
}

/**
 * Seeds the database behind `mongodbUri` unless it already holds the complete set.
 * `log` receives progress lines.
 */
export async function seedScaleData(
  mongodbUri: string,
  storageDir: string,
  log: (line: string) => void,
  options: { reseed?: boolean } = {},
): Promise<SeedReport> {
  const started = Date.now();
  const database = await new MongoDatabase({ uri: mongodbUri, serverSelectionTimeoutMs: 20_000 }).connect();
  try {
    const users = new UserRepository(database.connection);
    const photos = new PhotoRepository(database.connection);
    // Indexes first (as the services build them at start-up), so the data is loaded the way it will be read.
    await users.ensureIndexes();
    await Promise.all(Object.values(database.connection.models).map((model) => model.init()));
    // A marker written when a seed completes, found by _id (counting 100 000 documents costs
    // minutes on FerretDB's SQLite backend, which cannot count from an index).
    const markers = database.connection.collection<{ _id: string; photos: number; photographers: number; version?: number }>('bench_seed');
    const marker = await markers.findOne({ _id: 'scale' });
    if (!options.reseed && marker?.photos === TOTAL_PHOTOS && marker.photographers === PHOTOGRAPHERS && marker.version === SEED_VERSION) {
      return { seeded: false, ms: Date.now() - started, photos: marker.photos };
    }
    log('clearing any partial or older seed');
    await markers.deleteMany({});
    // Dropped, not emptied: FerretDB cannot delete 100 000 documents in one command (65 535 parameters).
    for (const model of Object.values(database.connection.models)) {
      await model.collection.drop().catch(() => undefined);
      await model.createIndexes();
    }
    const variants = await writeVariantFiles(storageDir);
    const passwordHash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
    const rand = random(12);
    const now = Date.now();
    const counts = photoCounts();
    let written = 0;
    let pending: PhotoDocument[] = [];
    for (let index = 0; index < counts.length; index += 1) {
      const account = index === 0 ? BIG : index === 1 ? SMALL : null;
      const username = account?.username ?? `scale${String(index).padStart(4, '0')}`;
      const user = await users.create({
        username,
        email: account?.email ?? `${username}@bench.lumafolio.local`,
        passwordHash: account ? passwordHash : null,
        firstName: `Photographer`,
        lastName: `${index}`,
      });
      await users.updateProfile(user.id, { tagline: 'Light, seen slowly', bio: `Portfolio ${index} of the scale benchmark.` });
      pending.push(...photoDocuments(user.id, username, counts[index] as number, variants, rand, now));
      if (pending.length >= 5_000 || index === counts.length - 1) {
        written += await photos.insertMany(pending);
        pending = [];
        log(
          `  ${written.toLocaleString('en-US')} / ${TOTAL_PHOTOS.toLocaleString('en-US')} photos, ${index + 1} photographers (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    // Seeded photos are numbered into list buckets already: the media service need not look for older ones.
    await database.connection
      .collection<{ _id: string }>('migrations')
      .updateOne({ _id: LIST_BUCKETS_MIGRATION }, { $set: { doneAt: new Date() } }, { upsert: true });
    await markers.insertOne({ _id: 'scale', photos: written, photographers: counts.length, version: SEED_VERSION });
    return { seeded: true, ms: Date.now() - started, photos: written };
  } finally {
    await database.disconnect();
  }
}

/**
 * The queries behind the pages, straight against the database (one connection, median of
 * `runs`), with FerretDB's explain: what it pushes down to its backend and, on PostgreSQL,
 * the plan. Shows where a page's time goes before any HTTP load.
 */
/** A query alone that takes longer is reported as over the limit (Infinity). */
export const QUERY_TIME_LIMIT_MS = 30_000;

export async function explainListQueries(mongodbUri: string, runs = 3): Promise<Array<{ query: string; plan: string; ms: number }>> {
  const database = await new MongoDatabase({ uri: mongodbUri, serverSelectionTimeoutMs: 20_000 }).connect();
  try {
    const db = database.connection.db;
    if (!db) throw new Error('not connected');
    const users = new UserRepository(database.connection);
    const [big, small] = [await users.findByUsername(BIG.username), await users.findByUsername(SMALL.username)];
    if (!big || !small) return [];
    const somePhoto = await db.collection<{ _id: string }>('photos').findOne({ userId: small.id }, { projection: { _id: 1 } });
    const newestFirst = { createdAt: -1, _id: -1 } as const;
    const byBucket = { bucket: -1 } as const;
    // What the photo repository sends (ADR 20): an owner's list one bucket at a time, totals from the bucket summaries.
    const newestBucket = async (userId: string) =>
      (await db.collection<{ bucket: number }>('photo_buckets').find({ userId }).sort(byBucket).limit(1).toArray())[0]?.bucket ?? 0;
    const [bigBucket, smallBucket] = [await newestBucket(big.id), await newestBucket(small.id)];
    const queries: Array<{ query: string; collection: string; filter: Record<string, unknown>; sort?: Record<string, 1 | -1>; limit: number }> = [
      { query: 'one photo by id', collection: 'photos', filter: { _id: somePhoto?._id ?? 'none' }, limit: 1 },
      { query: 'one user by username', collection: 'users', filter: { usernameLower: SMALL.username }, limit: 1 },
      {
        query: `public photos of ${BIG.username}, newest 50 (one bucket)`,
        collection: 'photos',
        filter: { userId: big.id, isPublic: true, listBucket: bigBucket },
        sort: newestFirst,
        limit: 50,
      },
      {
        query: `public photos of ${SMALL.username}, newest 50 (one bucket)`,
        collection: 'photos',
        filter: { userId: small.id, isPublic: true, listBucket: smallBucket },
        sort: newestFirst,
        limit: 50,
      },
      {
        query: `all photos of ${BIG.username} (My Photos), newest 50 (one bucket)`,
        collection: 'photos',
        filter: { userId: big.id, listBucket: bigBucket },
        sort: newestFirst,
        limit: 50,
      },
      { query: `bucket summaries of ${BIG.username} (every total)`, collection: 'photo_buckets', filter: { userId: big.id }, sort: byBucket, limit: 1_000 },
      {
        query: 'featured public photos (home feed), newest 50',
        collection: 'photos',
        filter: { isPublic: true, featured: true },
        sort: newestFirst,
        limit: 50,
      },
      {
        query: `before ADR 20: public photos of ${BIG.username}, newest 50`,
        collection: 'photos',
        filter: { userId: big.id, isPublic: true },
        sort: newestFirst,
        limit: 50,
      },
      { query: `before ADR 20: count of ${BIG.username}'s public photos`, collection: 'photos', filter: { userId: big.id, isPublic: true }, limit: 0 },
    ];
    const results: Array<{ query: string; plan: string; ms: number }> = [];
    for (const { query, collection, filter, sort, limit } of queries) {
      const find = { find: collection, filter, ...(sort ? { sort } : {}), ...(limit ? { limit } : {}) };
      const explained = (await db.command({ explain: find })) as Record<string, unknown>;
      const flags = ['filterPushdown', 'sortPushdown', 'limitPushdown'].filter((key) => key in explained).map((key) => `${key}=${String(explained[key])}`);
      const plan = JSON.stringify(explained.queryPlanner ?? {});
      const scan = /"Node Type":"([^"]+)"[^{}]*?(?:"Index Name":"([^"]+)")?/.exec(plan);
      const timings: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        try {
          if (limit === 0) await db.collection(collection).countDocuments(filter, { maxTimeMS: QUERY_TIME_LIMIT_MS });
          else
            await db
              .collection(collection)
              .find(filter, { ...(sort ? { sort } : {}), limit, maxTimeMS: QUERY_TIME_LIMIT_MS })
              .toArray();
          timings.push(performance.now() - started);
        } catch {
          timings.push(Number.POSITIVE_INFINITY); // over the limit
        }
        if ((timings[0] as number) > 5_000) break; // a full scan: once is enough
      }
      timings.sort((a, b) => a - b);
      results.push({
        query,
        plan: `${flags.join(' ')}${scan ? ` · ${scan[1]}${scan[2] ? ` ${scan[2]}` : ''}` : ''}`,
        ms: Math.round(timings[Math.floor((timings.length - 1) / 2)] as number),
      });
    }
    return results;
  } finally {
    await database.disconnect();
  }
}

/**
 * The photo read model (ADR 46) of the seeded database: rebuilt (`fill`, as the media service
 * does when it finds it missing) unless it is ready already, timed; a figure of its own.
 */
export async function ensureReadModel(mongodbUri: string, redisUrl: string): Promise<{ rebuilt: boolean; ms: number; report: RebuildReport | null }> {
  const started = Date.now();
  const database = await new MongoDatabase({ uri: mongodbUri, serverSelectionTimeoutMs: 20_000 }).connect();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    const model = new PhotoRepository(database.connection, { readModel: { redis } }).readModel;
    if (!model || (await model.isReady())) return { rebuilt: false, ms: Date.now() - started, report: null };
    const report = await model.rebuild('fill');
    return { rebuilt: true, ms: Date.now() - started, report };
  } finally {
    redis.disconnect();
    await database.disconnect();
  }
}
