import { fileURLToPath } from 'node:url';

/** Committed sources (see assets/heroes/NOTICE.md); same relative place from src/ and dist/. */
export const HERO_ASSETS_DIR = fileURLToPath(new URL('../../assets/heroes/', import.meta.url));

export interface DefaultHero {
  id: string;
  name: string;
  description: string;
  file: string;
}

/** The banners a fresh install starts with; ids are fixed so seeding is idempotent. */
export const DEFAULT_HEROES: readonly DefaultHero[] = [
  { id: 'water-crown', name: 'Water Crown', description: 'A drop lands on calm blue water and rises into a crown.', file: 'water-crown.webp' },
  { id: 'two-wings', name: 'Two Wings', description: 'Two dandelion seeds against warm orange blossoms.', file: 'two-wings.webp' },
  { id: 'marigold', name: 'Marigold', description: 'A red and gold marigold on a soft green background.', file: 'marigold.webp' },
  { id: 'ladybird', name: 'Ladybird', description: 'A ladybird walks a blade of grass among forget-me-nots.', file: 'ladybird.webp' },
];

/** Made the default when no banner is one yet. */
export const DEFAULT_HERO_ID = 'water-crown';
