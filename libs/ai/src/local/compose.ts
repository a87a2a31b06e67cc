import type { AiExifHints, AiPaletteHints, AiSuggestions } from '../provider.js';
import { normalizeSuggestions } from '../provider.js';
import type { Detection } from './detector.js';
import { colourName, hexToRgb, type ColourName, type SceneCues } from './scene-cues.js';
import { titleCandidates } from './titles.js';

export interface Findings {
  detections: Detection[];
  cues: SceneCues;
  exif?: AiExifHints | undefined;
  palette?: AiPaletteHints | undefined;
}

export const ANIMALS = new Set(['bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe']);
const STREET = new Set(['car', 'bus', 'truck', 'motorcycle', 'bicycle', 'train', 'traffic light', 'fire hydrant', 'stop sign', 'parking meter']);
/** Things worth a tag when seen confidently; household clutter (vase, fork…) is ignored. */
const TAGGABLE = new Set([...STREET, 'airplane', 'boat', 'bench', 'umbrella', 'kite', 'surfboard', 'skis', 'snowboard', 'potted plant']);

const MIN_SCORE = { person: 0.45, animal: 0.42, other: 0.45 };
const MACRO_LENS = /macro|makro|micro[- ]?nikkor|mp-e|\b1:1\b|\b(dg|di) macro/i;

export type SceneCategory = 'landscape' | 'portrait' | 'artistic' | 'nature' | 'street' | 'architecture' | 'travel' | 'macro' | 'black-and-white' | 'other';

export interface Decision {
  category: SceneCategory;
  people: Detection[];
  animals: Detection[];
  things: Detection[];
  macroLens: boolean;
  shallow: boolean;
  sky: boolean;
  natural: boolean;
  monochrome: boolean;
}

export function decide(f: Findings): Decision {
  const { cues } = f;
  const people = f.detections.filter((d) => d.label === 'person' && d.score >= MIN_SCORE.person);
  // Small insects and petals are often taken for birds: ask more of 'bird'.
  const animals = f.detections.filter((d) => ANIMALS.has(d.label) && d.score >= (d.label === 'bird' ? 0.55 : MIN_SCORE.animal));
  const things = f.detections.filter((d) => TAGGABLE.has(d.label) && d.score >= MIN_SCORE.other);
  const lens = `${f.exif?.lens ?? ''} ${f.exif?.camera ?? ''}`;
  const macroLens = MACRO_LENS.test(lens);
  const monochrome = cues.chromaP90 < 0.06 && cues.saturation < 0.08;
  // A sharp subject over a soft background, or a frame that is mostly soft: a close-up.
  const shallow =
    (cues.focusContrast >= 3 && cues.blurredCells >= 0.25) ||
    cues.blurredCells >= 0.5 ||
    // a smooth surface with one sharper region: a close texture study
    (cues.edgeDensity < 0.05 && cues.focusContrast >= 2);
  const sky = cues.skyTop >= 0.35 && cues.skyTop - cues.skyBottom >= 0.25 && cues.aspect >= 1.1;
  const natural = cues.green >= 0.2 || cues.warm + cues.green >= 0.45 || cues.blue + cues.green >= 0.35;
  const largestPerson = Math.max(0, ...people.map((p) => p.area));
  const streetThings = things.filter((t) => STREET.has(t.label));

  let category: SceneCategory;
  if (monochrome) category = 'black-and-white';
  else if (people.length > 0 && people.length <= 3 && largestPerson >= 0.15) category = 'portrait';
  else if (streetThings.length > 0 || people.length >= 3) category = 'street';
  else if (animals.length > 0) category = 'nature';
  else if (macroLens || (shallow && !sky)) category = 'macro';
  else if (sky && (cues.green >= 0.1 || cues.warm >= 0.15 || cues.blue >= 0.2 || cues.edgeDensity < 0.08)) category = 'landscape';
  else if (natural) category = 'nature';
  else if (cues.saturation > 0.45) category = 'artistic';
  else category = 'other';
  return { category, people, animals, things, macroLens, shallow, sky, natural, monochrome };
}

const cap = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const plural = (word: string) => (word === 'sheep' ? 'sheep' : word === 'person' ? 'people' : `${word}s`);

function mainColours(f: Findings): ColourName[] {
  const names: ColourName[] = [];
  const dom = f.palette?.dominantColor ? hexToRgb(f.palette.dominantColor) : undefined;
  if (dom) names.push(colourName(...dom));
  for (const c of f.cues.colours) if (!names.includes(c.name)) names.push(c.name);
  return names.filter((n) => n !== 'black' || f.cues.brightness < 0.25).slice(0, 2);
}

function describeCount(dets: Detection[]): { noun: string; phrase: string } {
  const counts = new Map<string, number>();
  for (const d of dets) counts.set(d.label, (counts.get(d.label) ?? 0) + 1);
  const [label, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['subject', 1];
  return { noun: label, phrase: n > 1 ? `${n === 2 ? 'two' : 'several'} ${plural(label)}` : article(label) };
}

/** Turns findings into suggestions: category, tags, and plain English text. */
export function composeSuggestions(f: Findings): AiSuggestions & { titleOptions: string[]; decision: Decision } {
  const d = decide(f);
  const colours = mainColours(f);
  const colourText = colours.length === 0 ? 'muted' : colours.join(' and ');
  const dark = (f.palette?.brightness ?? (f.cues.brightness < 0.3 ? 'dark' : 'medium')) === 'dark';
  const titleOptions = titleCandidates(f, d, colours);
  const title = titleOptions[0] ?? 'Untitled';
  const tags: string[] = [];
  let description: string;
  let alt: string;

  const setting = d.sky ? 'under an open sky' : f.cues.green >= 0.2 ? 'in green surroundings' : 'in a natural setting';

  switch (d.category) {
    case 'portrait': {
      const { phrase } = describeCount(d.people);
      tags.push(d.people.length > 1 ? 'people' : 'person', 'portrait');
      description = `A portrait of ${phrase.replace(/^an? /, 'a ')} in ${colourText} tones.`.replace('a people', 'people');
      alt = `Portrait photo of ${phrase} in ${colourText} tones.`;
      break;
    }
    case 'street': {
      const subjects = [...d.things, ...d.people];
      const { phrase } = describeCount(subjects.length ? subjects : d.people);
      tags.push('street', 'city');
      description = `A street scene with ${phrase} in ${colourText} tones.`;
      alt = `Street photo with ${phrase}.`;
      break;
    }
    case 'black-and-white': {
      tags.push('black and white', 'monochrome');
      const subject = d.people.length ? describeCount(d.people).phrase : d.animals.length ? describeCount(d.animals).phrase : '';
      description = subject
        ? `A black-and-white photograph of ${subject}, told in light and shadow.`
        : 'A black-and-white photograph that plays with light, shadow and texture.';
      alt = subject ? `Black-and-white photo of ${subject}.` : 'Black-and-white photo with strong contrast and texture.';
      break;
    }
    default: {
      if (d.animals.length) {
        const { phrase } = describeCount(d.animals);
        tags.push(...d.animals.map((a) => a.label), 'animal', 'wildlife');
        description = `${cap(phrase)} ${setting}, in ${colourText} tones.`;
        alt = `Photo of ${phrase} ${setting}.`;
      } else if (d.category === 'macro') {
        description = `A close-up study of fine detail in ${colourText} tones, with a softly blurred background.`;
        alt = `Close-up photo in ${colourText} tones with a softly blurred background.`;
      } else if (d.category === 'landscape') {
        const ground = f.cues.green >= 0.15 ? 'green land' : f.cues.warm >= 0.25 ? 'golden land' : 'open land';
        const skyWord =
          f.cues.brightness > 0.6 ? 'a pale sky' : f.cues.brightness < 0.35 ? 'a brooding sky' : f.cues.blue >= 0.15 ? 'a blue sky' : 'a wide sky';
        description = `A ${dark ? 'dramatic' : 'quiet'} landscape of ${ground} under ${skyWord}.`;
        alt = `Landscape photo of ${ground} under ${skyWord}.`;
      } else if (d.category === 'nature') {
        description = `A nature photograph in ${colourText} tones${f.cues.green >= 0.2 ? ', full of fresh greenery' : ''}.`;
        alt = `Nature photo in ${colourText} tones${f.cues.green >= 0.35 ? ' showing lush green plants' : ''}.`;
      } else if (d.category === 'artistic') {
        description = `An artistic image of bold ${colourText} colour and form.`;
        alt = `Abstract image in bold ${colourText} colours.`;
      } else {
        description = `A photograph in ${colourText} tones.`;
        alt = `Photo in ${colourText} tones.`;
      }
    }
  }

  // Tags: subjects first, then category, setting and colour words.
  if (d.people.length && d.category !== 'portrait') tags.push(d.people.length > 1 ? 'people' : 'person');
  tags.push(...d.things.map((t) => t.label));
  if (d.category === 'macro') tags.push('macro', 'close-up', 'detail');
  if (d.category === 'landscape') tags.push('landscape', 'sky', 'horizon');
  if (d.category === 'nature' || d.natural) tags.push('nature');
  if (d.category === 'artistic') tags.push('abstract');
  if (f.cues.green >= 0.35) tags.push('greenery');
  if (d.shallow && d.category !== 'macro') tags.push('bokeh');
  if (d.category !== 'black-and-white') tags.push(...colours);
  const mood = f.palette?.mood ?? (f.cues.warm > f.cues.blue + f.cues.green ? 'warm' : f.cues.blue > f.cues.warm ? 'cool' : 'neutral');
  if (mood === 'warm' || mood === 'cool') tags.push(`${mood} tones`);
  if (d.macroLens) tags.push('macro lens');

  const normalized = normalizeSuggestions({ title, category: d.category, description, tags, alt });
  return { ...normalized, titleOptions, decision: d };
}
