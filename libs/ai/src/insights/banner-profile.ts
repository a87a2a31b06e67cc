import type { BannerAnalysis, HeroSignals } from '@lumafolio/contracts';
import { cocoLabelsFrom } from '../local/coco-labels.js';
import { clearSubjects, percent, type MeasuredBanner } from './measured-banner.js';

/** How a kind of banner is named, and which photographers it speaks to first. */
interface Kind {
  type: string;
  audience: readonly string[];
}

const KINDS = {
  portrait: { type: 'Portrait', audience: ['Portrait photographers', 'Wedding photographers', 'Headshot studios'] },
  people: { type: 'Lifestyle', audience: ['Lifestyle photographers', 'Event photographers', 'Documentary photographers'] },
  street: { type: 'Street', audience: ['Street photographers', 'Documentary photographers', 'Travel photographers'] },
  pets: { type: 'Pet', audience: ['Pet photographers', 'Family photographers'] },
  wildlife: { type: 'Wildlife', audience: ['Wildlife photographers', 'Nature photographers', 'Conservation storytellers'] },
  food: { type: 'Food', audience: ['Food photographers', 'Product photographers'] },
  interior: { type: 'Interior', audience: ['Interior photographers', 'Real-estate photographers'] },
  sports: { type: 'Sports and action', audience: ['Sports photographers', 'Action photographers'] },
  travel: { type: 'Travel', audience: ['Travel photographers', 'Documentary photographers'] },
  macro: { type: 'Macro', audience: ['Macro photographers', 'Nature photographers'] },
  landscape: { type: 'Landscape', audience: ['Landscape photographers', 'Travel photographers', 'Outdoor photographers'] },
  nature: { type: 'Nature', audience: ['Nature photographers', 'Landscape photographers'] },
  architecture: { type: 'Architecture', audience: ['Architecture photographers', 'Real-estate photographers'] },
  abstract: { type: 'Fine art', audience: ['Fine-art photographers', 'Conceptual artists'] },
} satisfies Record<string, Kind>;

const GROUPS: Record<string, readonly string[]> = {
  pets: ['cat', 'dog'],
  wildlife: ['bird', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe'],
  street: ['bicycle', 'car', 'motorcycle', 'bus', 'train', 'truck', 'traffic light', 'fire hydrant', 'stop sign', 'parking meter', 'bench'],
  travel: ['airplane', 'boat', 'suitcase'],
  sports: ['frisbee', 'skis', 'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket'],
  food: cocoLabelsFrom('bottle', 'cake'),
  interior: ['chair', 'couch', 'potted plant', 'bed', 'dining table', 'toilet', 'tv', 'laptop', 'clock', 'vase', 'book'],
};

const groupOf = (label: string) => Object.entries(GROUPS).find(([, labels]) => labels.includes(label))?.[0];

/** What a banner is a photograph of, and the evidence: its subjects first, then its scene. */
export function kindOf(signals: HeroSignals): { kind: Kind; evidence: string } {
  const subjects = clearSubjects(signals);
  const people = subjects.filter((subject) => subject.label === 'person');
  const largestPerson = Math.max(0, ...people.map((person) => person.area));
  if (largestPerson >= 0.12) return { kind: KINDS.portrait, evidence: `a person fills ${percent(largestPerson)} of the frame` };
  const grouped = subjects.map((subject) => ({ subject, group: groupOf(subject.label) }));
  if (people.length > 0 && grouped.some(({ group }) => group === 'street'))
    return { kind: KINDS.street, evidence: 'people among vehicles or street furniture' };
  if (people.length > 0) return { kind: KINDS.people, evidence: `${people.length === 1 ? 'a person' : `${people.length} people`} in the scene` };
  const first = grouped.find(({ group }) => group !== undefined);
  if (first?.group) {
    const kind = KINDS[first.group as keyof typeof KINDS];
    return { kind, evidence: `${first.subject.label} detected (${percent(first.subject.score)} sure)` };
  }
  if (/macro/i.test(signals.exif?.lens ?? '')) return { kind: KINDS.macro, evidence: `shot with a macro lens (${signals.exif?.lens ?? ''})` };
  if (signals.sky >= 0.3) return { kind: KINDS.landscape, evidence: `open sky across ${percent(signals.sky)} of the top of the frame` };
  if (signals.greenery >= 0.2) return { kind: KINDS.nature, evidence: `greenery over ${percent(signals.greenery)} of the frame` };
  if (signals.edgeDensity >= 0.12 && signals.saturation < 0.3)
    return { kind: KINDS.architecture, evidence: `dense lines and edges (${percent(signals.edgeDensity)})` };
  return { kind: KINDS.abstract, evidence: 'no recognisable subject: colour and form carry it' };
}

/** The look of the pixels: exposure, contrast and colour. */
export function visualStyleOf(signals: HeroSignals): string {
  const { brightness, contrast, saturation, edgeDensity } = signals;
  if (saturation < 0.08) return contrast >= 0.22 ? 'High-contrast monochrome' : 'Soft monochrome';
  if (brightness >= 0.65 && contrast < 0.2) return 'High-key and airy';
  if (brightness < 0.3) return contrast >= 0.2 ? 'Low-key and dramatic' : 'Dark and muted';
  if (saturation >= 0.45) return contrast >= 0.2 ? 'Vivid and punchy' : 'Rich, saturated colour';
  if (contrast < 0.14) return 'Soft and muted';
  if (edgeDensity >= 0.15) return 'Crisp and detailed';
  return 'Natural and balanced';
}

const MOODS = {
  warm: { bright: 'Warm and inviting', medium: 'Warm and relaxed', dark: 'Warm and intimate' },
  cool: { bright: 'Fresh and calm', medium: 'Calm and serene', dark: 'Cool and mysterious' },
  neutral: { bright: 'Clean and minimal', medium: 'Understated', dark: 'Brooding and dramatic' },
} as const;

/** Light level from the measured luma (the palette's own brightness describes its swatches). */
export const lightOf = (signals: HeroSignals): 'bright' | 'medium' | 'dark' =>
  signals.brightness >= 0.6 ? 'bright' : signals.brightness < 0.3 ? 'dark' : 'medium';

/** The palette's temperature; from the measured colours when there is no palette. */
export function temperatureOf(banner: MeasuredBanner): 'warm' | 'cool' | 'neutral' {
  if (banner.colorPalette) return banner.colorPalette.mood;
  const share = (names: string[]) => banner.signals.colours.filter((c) => names.includes(c.name)).reduce((sum, c) => sum + c.share, 0);
  const warm = share(['red', 'orange', 'yellow', 'brown', 'pink']);
  const cool = share(['blue', 'teal', 'green', 'purple']);
  if (Math.max(warm, cool) < 0.2) return 'neutral';
  return warm >= cool ? 'warm' : 'cool';
}

export const moodOf = (banner: MeasuredBanner): string => MOODS[temperatureOf(banner)][lightOf(banner.signals)];

/** One score's part of the rating, with what it says when it pulls the banner down. */
interface Factor {
  points: number;
  max: number;
  weakness: string;
}

/** How well a banner works as a page-wide hero, 0–10, and its weakest points. */
export function appealOf(banner: MeasuredBanner): { rating: number; weaknesses: string[]; strengths: string[] } {
  const s = banner.signals;
  const aspect = s.width / s.height;
  const top = clearSubjects(s)[0];
  const factors: Factor[] = [
    {
      points: 2 * (1 - Math.min(1, Math.abs(s.brightness - 0.5) / 0.4)),
      max: 2,
      weakness: s.brightness < 0.5 ? `dark (brightness ${percent(s.brightness)})` : `very bright (brightness ${percent(s.brightness)})`,
    },
    {
      points: s.contrast >= 0.16 && s.contrast <= 0.32 ? 1.5 : 1.5 * Math.max(0, 1 - Math.abs(s.contrast - 0.24) / 0.2),
      max: 1.5,
      weakness: s.contrast < 0.16 ? `flat (contrast ${percent(s.contrast)})` : `harsh contrast (${percent(s.contrast)})`,
    },
    {
      points: s.saturation < 0.08 ? (s.contrast >= 0.2 ? 0.8 : 0.4) : s.saturation <= 0.55 ? 1 : 0.6,
      max: 1,
      weakness: s.saturation > 0.55 ? `oversaturated (${percent(s.saturation)})` : 'little colour',
    },
    { points: s.width >= 2400 ? 1 : s.width >= 1920 ? 0.8 : s.width >= 1280 ? 0.4 : 0, max: 1, weakness: `only ${s.width} px wide` },
    { points: top ? Math.min(1, top.score + 0.2) : 0.5, max: 1, weakness: 'no clear subject' },
    {
      points: aspect >= 1.5 ? 0.5 : aspect >= 1.2 ? 0.3 : 0,
      max: 0.5,
      weakness: `a ${aspect < 1 ? 'portrait' : 'near-square'} frame crops badly as a wide banner`,
    },
    { points: s.edgeDensity <= 0.25 ? 0 : -0.5, max: 0, weakness: `busy detail (${percent(s.edgeDensity)} edges) behind the page title` },
  ];
  const rating = Math.max(1, Math.min(10, 3 + factors.reduce((sum, f) => sum + f.points, 0)));
  const weaknesses = factors.filter((f) => f.points < f.max * 0.5 || f.points < 0).map((f) => f.weakness);
  const strengths = [
    factors[0] && factors[0].points >= 1.6 ? `balanced exposure (${percent(s.brightness)})` : null,
    factors[1] && factors[1].points >= 1.5 ? `good contrast (${percent(s.contrast)})` : null,
    s.width >= 1920 ? `${s.width} px wide` : null,
    top && top.score >= 0.5 ? `a clear ${top.label}` : null,
  ].filter((text): text is string => text !== null);
  return { rating: Math.round(rating * 10) / 10, weaknesses, strengths };
}

/** The banner's analysis (spec 02 §2), every field from its measurements. */
export function analyseBanner(banner: MeasuredBanner): BannerAnalysis {
  const { kind } = kindOf(banner.signals);
  const style = visualStyleOf(banner.signals);
  const audience = [...kind.audience];
  if (style.includes('monochrome')) audience.push('Black-and-white photographers');
  if (style === 'Low-key and dramatic' || style === 'Dark and muted') audience.push('Fine-art photographers');
  if (style === 'High-key and airy') audience.push('Wedding photographers');
  const colorPalette = banner.colorPalette?.colors.slice(0, 5).map((colour) => colour.hex) ?? banner.signals.colours.slice(0, 5).map((c) => c.name);
  return {
    heroId: banner.id,
    name: banner.name,
    visualStyle: style,
    mood: moodOf(banner),
    photographyType: kind.type,
    appealRating: appealOf(banner).rating,
    colorPalette,
    targetAudience: [...new Set(audience)].slice(0, 6),
  };
}
