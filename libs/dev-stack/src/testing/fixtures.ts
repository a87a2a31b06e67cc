import { fileURLToPath } from 'node:url';

/** Test files kept in the repository (see libs/dev-stack/fixtures/README.md). */
export const FIXTURES = {
  /** HEVC-coded HEIF, 1600×1000, made from mate-backgrounds' LadyBird.jpg. */
  heicLadybird: fileURLToPath(new URL('../../fixtures/ladybird-1600.heic', import.meta.url)),
} as const;
