import type { Decision, Findings } from './compose.js';
import type { ColourName } from './scene-cues.js';

/** How many different titles are offered for one photo (the first is the suggestion). */
const CANDIDATES = 8;

const COLOUR_WORDS: Record<ColourName, readonly string[]> = {
  red: ['Crimson', 'Scarlet', 'Ruby', 'Red'],
  orange: ['Amber', 'Copper', 'Tangerine', 'Ember'],
  yellow: ['Golden', 'Honeyed', 'Saffron', 'Lemon'],
  green: ['Emerald', 'Verdant', 'Moss', 'Jade'],
  teal: ['Teal', 'Lagoon', 'Aqua', 'Turquoise'],
  blue: ['Azure', 'Cobalt', 'Sapphire', 'Indigo'],
  purple: ['Violet', 'Plum', 'Lilac', 'Amethyst'],
  pink: ['Rose', 'Blush', 'Coral', 'Petal'],
  brown: ['Earthy', 'Umber', 'Walnut', 'Sepia'],
  gray: ['Silver', 'Slate', 'Pewter', 'Ashen'],
  white: ['Pale', 'Ivory', 'Snowy', 'Pearl'],
  black: ['Shadowed', 'Inky', 'Charcoal', 'Midnight'],
};

const LIGHT_WORDS = {
  dark: ['Moody', 'Dusky', 'Low-Lit', 'Twilight'],
  bright: ['Bright', 'Sunlit', 'Luminous', 'Radiant'],
  cool: ['Quiet', 'Cool', 'Still', 'Misty'],
  warm: ['Soft', 'Warm', 'Mellow', 'Glowing'],
} as const;

const SHAPE_WORDS = {
  panorama: ['Panoramic', 'Sweeping'],
  wide: ['Wide', 'Open'],
  tall: ['Tall', 'Upright'],
  square: ['Square', 'Framed'],
} as const;

/** What the photo shows, as nouns that can end a title. */
function subjectNouns(d: Decision, f: Findings): readonly string[] {
  const animal = d.animals[0]?.label;
  const main = animal ?? d.things[0]?.label;
  // A detected subject is named in every title: it is what makes the title specific.
  const named = main ? [cap(main), `${cap(main)} Study`, animal ? `${cap(main)} Portrait` : `${cap(main)} Scene`] : [];
  switch (d.category) {
    case 'portrait':
      return d.people.length > 1 ? ['Group Portrait', 'Company', 'Gathering', 'Faces'] : ['Portrait', 'Likeness', 'Face', 'Figure'];
    case 'street':
      return main ? named : ['City Life', 'Street Scene', 'Passers-By', 'Crossing'];
    case 'black-and-white':
      return main ? named : d.people.length ? ['Figure', 'Silhouette', 'Portrait'] : ['Study', 'Contrast', 'Textures', 'Lines'];
    case 'macro':
      return ['Close-Up', 'Detail', 'Miniature', 'Texture'];
    case 'landscape':
      return f.cues.brightness < 0.35
        ? ['Brooding Sky', 'Storm Light', 'Dark Horizon']
        : f.cues.green >= 0.15
          ? ['Horizon', 'Meadow', 'Hills', 'Fields']
          : ['Horizon', 'Skyline', 'Expanse', 'Vista'];
    case 'nature':
      if (main) return named;
      return f.cues.green >= 0.35 ? ['Growth', 'Foliage', 'Canopy', 'Greenery'] : ['Nature Study', 'Wild Corner', 'Outdoors', 'Field Notes'];
    case 'artistic':
      return ['Abstraction', 'Composition', 'Colour Field', 'Forms'];
    default:
      return ['Moment', 'Scene', 'Impression', 'Frame'];
  }
}

/**
 * Titles for one photo, most fitting first, all different: colour, light, shape and subject
 * words combined in a few patterns. The choice among them is seeded by the photo's own
 * measurements, so the same photo always gets the same list and different photos rarely
 * share a first title.
 */
export function titleCandidates(f: Findings, d: Decision, colours: readonly ColourName[]): string[] {
  const random = seededRandom(fingerprint(f));
  const pick = <T>(words: readonly T[]): T => words[Math.floor(random() * words.length)] as T;
  const nouns = subjectNouns(d, f);
  const monochrome = d.category === 'black-and-white';
  const colourWords = monochrome ? ['Monochrome', 'Graphite', 'Tonal'] : COLOUR_WORDS[colours[0] ?? 'gray'];
  const second = colours[1] && !monochrome ? COLOUR_WORDS[colours[1]] : undefined;
  const light = LIGHT_WORDS[lightOf(f)];
  const shape = SHAPE_WORDS[shapeOf(f.cues.aspect)];
  const patterns: Array<() => string> = [
    () => `${pick(colourWords)} ${pick(nouns)}`,
    () => `${pick(light)} ${pick(colourWords)} ${pick(nouns)}`,
    () => `${pick(nouns)} in ${pick(colourWords)}`,
    () => `${pick(light)} ${pick(nouns)}`,
    () => `${pick(shape)} ${pick(nouns)}`,
    () => (second ? `${pick(nouns)} in ${pick(colourWords)} and ${pick(second)}` : `${pick(nouns)} in ${pick(light)} Light`),
    () => `${pick(nouns)}, ${pick(light)} and ${pick(colourWords)}`,
  ];
  if (monochrome) patterns.push(() => `${pick(nouns)} in Black and White`);
  const titles: string[] = [];
  for (let attempt = 0; titles.length < CANDIDATES && attempt < CANDIDATES * 8; attempt++) {
    const title = pick(patterns)();
    if (!titles.includes(title)) titles.push(title);
  }
  return titles;
}

/** The first title not already used (case-insensitive); a numbered one when every candidate is taken. */
export function freshTitle(candidates: readonly string[], taken: readonly string[]): string {
  const used = new Set(taken.map((title) => title.trim().toLowerCase()));
  const free = candidates.find((title) => !used.has(title.toLowerCase()));
  if (free) return free;
  const base = candidates[0] ?? 'Untitled';
  for (let n = 2; ; n++) if (!used.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

function lightOf(f: Findings): keyof typeof LIGHT_WORDS {
  const b = f.palette?.brightness ?? (f.cues.brightness < 0.3 ? 'dark' : f.cues.brightness > 0.62 ? 'bright' : 'medium');
  if (b === 'dark' || b === 'bright') return b;
  return f.palette?.mood === 'cool' || f.cues.blue > f.cues.warm ? 'cool' : 'warm';
}

function shapeOf(aspect: number): keyof typeof SHAPE_WORDS {
  if (aspect >= 2) return 'panorama';
  if (aspect >= 1.15) return 'wide';
  if (aspect <= 0.87) return 'tall';
  return 'square';
}

/** Everything measured about the photo, as text: two photos that differ anywhere differ here. */
function fingerprint(f: Findings): string {
  const { colours, ...numbers } = f.cues;
  const detections = f.detections.map((d) => `${d.label}:${d.score.toFixed(3)}:${d.area.toFixed(3)}`);
  return JSON.stringify([numbers, colours, detections, f.palette ?? null, f.exif?.camera ?? null, f.exif?.lens ?? null]);
}

/** A small deterministic generator (FNV-1a seed, mulberry32 steps). */
function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cap = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
