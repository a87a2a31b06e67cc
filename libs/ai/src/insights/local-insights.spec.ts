import { aiRecommendationsSchema, HERO_SIGNALS_VERSION, themeSuggestionsSchema, type HeroSignals } from '@lumafolio/contracts';
import { LocalInsightsProvider } from './local-insights.js';
import type { MeasuredBanner } from './measured-banner.js';

const signals = (overrides: Partial<HeroSignals>): HeroSignals => ({
  version: HERO_SIGNALS_VERSION,
  measuredAt: '2026-11-25T00:00:00.000Z',
  width: 2400,
  height: 1350,
  brightness: 0.5,
  contrast: 0.22,
  saturation: 0.3,
  edgeDensity: 0.08,
  sky: 0,
  greenery: 0,
  colours: [],
  subjects: [],
  exif: null,
  ...overrides,
});

const banner = (id: string, name: string, mood: 'warm' | 'cool' | 'neutral', measured: Partial<HeroSignals>, isDefault = false): MeasuredBanner => ({
  id,
  name,
  description: '',
  isDefault,
  url: null,
  colorPalette: {
    dominantColor: mood === 'warm' ? '#c0652a' : '#2a5fc0',
    mood,
    brightness: 'medium',
    colors: [{ hex: mood === 'warm' ? '#c0652a' : '#2a5fc0', percentage: 60 }],
  },
  colorAnalysisComplete: true,
  signals: signals(measured),
});

const savanna = banner('savanna', 'Savanna', 'warm', {
  brightness: 0.46,
  subjects: [{ label: 'elephant', score: 0.81, area: 0.2 }],
  exif: { camera: 'Canon EOS R5', lens: null, focalLength: 400, aperture: 5.6, exposureTime: null, iso: 800, takenAt: null },
});
const storm = banner('storm', 'Storm', 'cool', { brightness: 0.22, contrast: 0.3, sky: 0.7, width: 1280, height: 960 }, true);

describe('the local banner insights', () => {
  const provider = new LocalInsightsProvider();

  it('reads each banner from its own measurements', async () => {
    const answer = aiRecommendationsSchema.parse(await provider.recommend([savanna, storm]));
    const [first, second] = answer.analysis;
    expect(first).toMatchObject({ heroId: 'savanna', photographyType: 'Wildlife', mood: 'Warm and relaxed', colorPalette: ['#c0652a'] });
    expect(first?.targetAudience).toContain('Wildlife photographers');
    expect(second).toMatchObject({ heroId: 'storm', photographyType: 'Landscape', visualStyle: 'Low-key and dramatic', mood: 'Cool and mysterious' });
    expect(first?.appealRating).toBeGreaterThan(second?.appealRating ?? 10);
    expect(answer.insights.join(' ')).toContain('elephant in Savanna');
    expect(answer.insights.join(' ')).toContain('Canon EOS R5');
    expect(answer.insights.join(' ')).toMatch(/default banner, Storm/);
    expect(answer.recommendations[0]).toMatchObject({ heroId: 'savanna', userType: 'Wildlife photographers' });
    expect(answer.suggestedRotation.schedule).toContain('Savanna → Storm');
  });

  it('answers differently for a different set', async () => {
    const one = await provider.recommend([savanna]);
    const other = await provider.recommend([storm]);
    expect(one.insights).not.toEqual(other.insights);
    expect(one.analysis[0]?.photographyType).not.toBe(other.analysis[0]?.photographyType);
  });

  it('suggests themes the set lacks', async () => {
    const { suggestions } = themeSuggestionsSchema.parse(await provider.themes([savanna]));
    expect(suggestions.join(' ')).toMatch(/cool blue-hour/);
    expect(suggestions.join(' ')).toMatch(/portrait/i);
    const withStorm = (await provider.themes([savanna, storm])).suggestions.join(' ');
    expect(withStorm).not.toMatch(/cool blue-hour/);
  });
});
