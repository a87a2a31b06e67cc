import {
  aiRecommendationsSchema,
  themeSuggestionsSchema,
  type AiRecommendation,
  type AiRecommendations,
  type BannerAnalysis,
  type ThemeSuggestions,
} from '@lumafolio/contracts';
import { analyseBanner, appealOf, kindOf, lightOf, temperatureOf } from './banner-profile.js';
import type { BannerInsightsProvider } from './insights-provider.js';
import { clearSubjects, listOf, percent, type MeasuredBanner } from './measured-banner.js';

interface Profiled {
  banner: MeasuredBanner;
  analysis: BannerAnalysis;
  evidence: string;
  temperature: 'warm' | 'cool' | 'neutral';
  appeal: ReturnType<typeof appealOf>;
}

const profile = (banner: MeasuredBanner): Profiled => ({
  banner,
  analysis: analyseBanner(banner),
  evidence: kindOf(banner.signals).evidence,
  temperature: temperatureOf(banner),
  appeal: appealOf(banner),
});

const rated = (p: Profiled) => `${p.banner.name} (${p.analysis.appealRating}/10)`;
const byAppeal = (a: Profiled, b: Profiled) => b.analysis.appealRating - a.analysis.appealRating || a.banner.name.localeCompare(b.banner.name);

/**
 * The default provider: no network, every sentence from the banners' measurements (their
 * palettes, brightness and contrast, the detector's subjects, EXIF), so two different sets
 * of banners read differently (ADR 30).
 */
export class LocalInsightsProvider implements BannerInsightsProvider {
  readonly name = 'local' as const;
  readonly model = 'banner-signals-v1';

  recommend(banners: readonly MeasuredBanner[]): Promise<AiRecommendations> {
    const profiled = banners.map(profile);
    return Promise.resolve(
      aiRecommendationsSchema.parse({
        insights: insightsOf(profiled),
        recommendations: recommendationsOf(profiled),
        suggestedRotation: rotationOf(profiled),
        analysis: profiled.map((p) => p.analysis),
      }),
    );
  }

  themes(banners: readonly MeasuredBanner[]): Promise<ThemeSuggestions> {
    return Promise.resolve(themeSuggestionsSchema.parse({ suggestions: themesOf(banners.map(profile)) }));
  }
}

function insightsOf(profiled: Profiled[]): string[] {
  const n = profiled.length;
  const insights: string[] = [];
  const temperatures = (['warm', 'cool', 'neutral'] as const)
    .map((t) => ({ t, names: profiled.filter((p) => p.temperature === t).map((p) => p.banner.name) }))
    .filter(({ names }) => names.length > 0);
  const lead = temperatures.reduce((a, b) => (b.names.length > a.names.length ? b : a));
  insights.push(
    temperatures.length === 1
      ? `All ${n === 1 ? 'of the banner' : `${n} banners`} share a ${lead.t} palette (${listOf(lead.names)}): the rotation never changes temperature.`
      : `Palettes: ${temperatures.map(({ t, names }) => `${names.length} ${t} (${listOf(names)})`).join(', ')}.`,
  );
  const byLight = [...profiled].sort((a, b) => a.banner.signals.brightness - b.banner.signals.brightness);
  const mean = profiled.reduce((sum, p) => sum + p.banner.signals.brightness, 0) / n;
  const darkest = byLight[0] as Profiled;
  const brightest = byLight.at(-1) as Profiled;
  insights.push(
    n > 1
      ? `Average brightness is ${percent(mean)}; ${darkest.banner.name} is the darkest (${percent(darkest.banner.signals.brightness)}) and ${brightest.banner.name} the brightest (${percent(brightest.banner.signals.brightness)}).`
      : `${darkest.banner.name} has a brightness of ${percent(mean)} and a contrast of ${percent(darkest.banner.signals.contrast)}.`,
  );
  const withSubjects = profiled
    .map((p) => ({ p, labels: [...new Set(clearSubjects(p.banner.signals).map((s) => s.label))] }))
    .filter(({ labels }) => labels.length > 0);
  if (withSubjects.length > 0) {
    insights.push(`The object detector found ${listOf(withSubjects.map(({ p, labels }) => `${listOf(labels)} in ${p.banner.name}`))}.`);
  }
  const scenery = profiled.filter((p) => clearSubjects(p.banner.signals).length === 0).map((p) => p.banner.name);
  if (scenery.length > 0 && scenery.length < n)
    insights.push(
      `${listOf(scenery)} ${scenery.length === 1 ? 'has' : 'have'} no detected subject: scenery, colour and light carry ${scenery.length === 1 ? 'it' : 'them'}.`,
    );
  const ranked = [...profiled].sort(byAppeal);
  const best = ranked[0] as Profiled;
  insights.push(`${rated(best)} rates highest${best.appeal.strengths.length ? `: ${listOf(best.appeal.strengths)}` : ''}.`);
  const worst = ranked.at(-1) as Profiled;
  if (n > 1 && worst.appeal.weaknesses.length > 0) insights.push(`${rated(worst)} rates lowest: ${listOf(worst.appeal.weaknesses)}.`);
  const current = profiled.find((p) => p.banner.isDefault);
  if (current && current !== best && best.analysis.appealRating - current.analysis.appealRating >= 0.5) {
    insights.push(`The default banner, ${rated(current)}, rates below ${rated(best)}: consider making ${best.banner.name} the default.`);
  }
  for (const p of profiled) {
    const exif = p.banner.signals.exif;
    if (!exif?.camera) continue;
    const settings = [exif.focalLength && `${Math.round(exif.focalLength)} mm`, exif.aperture && `f/${exif.aperture}`, exif.iso && `ISO ${exif.iso}`].filter(
      Boolean,
    );
    insights.push(
      `${p.banner.name} was shot on a ${exif.camera}${exif.lens ? ` with ${exif.lens}` : ''}${settings.length ? ` (${settings.join(', ')})` : ''}.`,
    );
    if (insights.length >= 10) break;
  }
  const types = [...new Set(profiled.map((p) => p.analysis.photographyType))];
  insights.push(`Photography types on show: ${listOf(types.map((t) => `${t} (${profiled.filter((p) => p.analysis.photographyType === t).length})`))}.`);
  return insights.slice(0, 12);
}

/** Each audience's best banner: how high the audience ranks it, times how good the banner is. */
function recommendationsOf(profiled: Profiled[]): AiRecommendation[] {
  const best = new Map<string, AiRecommendation>();
  for (const p of profiled) {
    const subjectScore = clearSubjects(p.banner.signals)[0]?.score ?? 0.6;
    p.analysis.targetAudience.forEach((userType, rank) => {
      const confidence = Math.min(0.95, (1 - rank * 0.12) * (0.45 + 0.055 * p.analysis.appealRating) * (0.75 + 0.25 * subjectScore));
      const rounded = Math.round(confidence * 100) / 100;
      const current = best.get(userType);
      if (current && current.confidence >= rounded) return;
      best.set(userType, {
        userType,
        heroId: p.banner.id,
        reason: `${p.banner.name} is ${p.analysis.photographyType.toLowerCase()} (${p.evidence}) with a ${p.analysis.mood.toLowerCase()} mood and a ${p.analysis.visualStyle.toLowerCase()} look, rated ${p.analysis.appealRating}/10.`,
        confidence: rounded,
      });
    });
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence || a.userType.localeCompare(b.userType)).slice(0, 6);
}

/** Best first, then alternating temperature so consecutive slots look different; weak banners last. */
function rotationOf(profiled: Profiled[]): { schedule: string; reasoning: string } {
  const ranked = [...profiled].sort(byAppeal);
  const best = ranked[0] as Profiled;
  if (ranked.length === 1) {
    return {
      schedule: `Keep ${best.banner.name} on every page until a second banner is added.`,
      reasoning: `There is only one banner (${best.analysis.appealRating}/10), so there is nothing to rotate.`,
    };
  }
  const order: Profiled[] = [best];
  const rest = ranked.slice(1);
  while (rest.length > 0) {
    const last = order.at(-1) as Profiled;
    const index = rest.findIndex((p) => p.temperature !== last.temperature);
    order.push(...rest.splice(index === -1 ? 0 : index, 1));
  }
  const period = ranked.length <= 4 ? 'week' : 'few days';
  const weak = ranked.filter((p) => p.analysis.appealRating < 5);
  const alternates = new Set(profiled.map((p) => p.temperature)).size > 1;
  const light = new Set(profiled.map((p) => lightOf(p.banner.signals))).size > 1;
  return {
    schedule: `Change the banner every ${period}: ${order.map((p) => p.banner.name).join(' → ')}, then start again.`,
    reasoning: [
      `${best.banner.name} leads as the highest rated (${best.analysis.appealRating}/10).`,
      alternates
        ? 'Warm and cool palettes alternate, so consecutive slots never look alike.'
        : `Every banner is ${best.temperature}, so the order follows the ratings.`,
      light ? 'Bright and dark banners are spread through the cycle.' : '',
      weak.length > 0 ? `${listOf(weak.map(rated))} ${weak.length === 1 ? 'comes' : 'come'} last until replaced.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const TYPE_IDEAS: Record<string, string> = {
  Portrait: 'a portrait with a person as the clear subject, for the portrait and wedding photographers',
  Street: 'a street scene with people and city life, for street and documentary photographers',
  Wildlife: 'an animal in its habitat, for wildlife and nature photographers',
  Landscape: 'a wide landscape under an open sky, for landscape and travel photographers',
  Architecture: 'architecture with strong lines, for architecture and real-estate photographers',
};

/** Ideas for the banners the set lacks: a temperature, a light level, a kind of photography, a palette to build on. */
function themesOf(profiled: Profiled[]): string[] {
  const n = profiled.length;
  const ideas: string[] = [];
  const temperatures = new Set(profiled.map((p) => p.temperature));
  if (!temperatures.has('cool'))
    ideas.push(
      `A cool blue-hour banner (a seascape, snow or a city at dusk): all ${n} current banners are warm or neutral, so a cool one would balance the rotation.`,
    );
  if (!temperatures.has('warm')) ideas.push(`A golden-hour banner in oranges and ambers: none of the ${n} banners has a warm palette.`);
  const brightest = [...profiled].sort((a, b) => b.banner.signals.brightness - a.banner.signals.brightness)[0] as Profiled;
  const darkest = [...profiled].sort((a, b) => a.banner.signals.brightness - b.banner.signals.brightness)[0] as Profiled;
  if (brightest.banner.signals.brightness < 0.6)
    ideas.push(
      `A high-key, airy theme (pale sky, soft light): the brightest banner, ${brightest.banner.name}, reaches only ${percent(brightest.banner.signals.brightness)}.`,
    );
  if (darkest.banner.signals.brightness >= 0.3)
    ideas.push(
      `A low-key night theme (city lights, a starry sky): even ${darkest.banner.name}, the darkest, is at ${percent(darkest.banner.signals.brightness)}.`,
    );
  const types = new Set(profiled.map((p) => p.analysis.photographyType));
  for (const [type, idea] of Object.entries(TYPE_IDEAS)) {
    if (!types.has(type)) ideas.push(`${idea[0]?.toUpperCase() ?? ''}${idea.slice(1)}: no banner is ${type.toLowerCase()} yet.`);
  }
  const best = [...profiled].sort(byAppeal)[0] as Profiled;
  const colours = best.banner.colorPalette?.colors.slice(0, 3).map((c) => c.hex) ?? [];
  if (colours.length > 0)
    ideas.unshift(`A site theme built on ${best.banner.name}'s palette (${listOf(colours)}), the best-rated banner, for accents and buttons.`);
  return ideas.slice(0, 6);
}
