import { describe, expect, it } from '@jest/globals';
import type { AdminHeroBanner, AiRecommendationsResponse, Page } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { AiInsightsTab } from './ai-insights-tab';

const BANNERS = 'GET /api/admin/hero-images';
const ANALYSIS = 'GET /api/admin/ai-recommendations';
const THEMES = 'GET /api/admin/ai-theme-suggestions';

const page = (items: AdminHeroBanner[]): Page<AdminHeroBanner> => ({ items, nextCursor: null, total: items.length });
const banner: AdminHeroBanner = {
  id: 'coast',
  name: 'Coast',
  description: '',
  url: '/api/heroes/coast/w640-abc.webp',
  imageUrl: '/api/heroes/coast/w640-abc.webp',
  width: 640,
  height: 360,
  placeholder: null,
  variants: [],
  isDefault: true,
  colorPalette: { dominantColor: '#2a5fc0', mood: 'cool', brightness: 'bright', colors: [{ hex: '#2a5fc0', percentage: 70 }] },
  colorAnalysisComplete: true,
  status: 'ready',
  origin: 'added',
  promoteWhenReady: false,
  createdAt: '2026-11-25T00:00:00.000Z',
};
const answer: AiRecommendationsResponse = {
  insights: ['Coast is the brightest banner (81 %).'],
  recommendations: [
    { userType: 'Landscape photographers', heroId: 'coast', reason: 'An open seascape.', confidence: 0.874 },
    { userType: 'Travel photographers', heroId: 'coast', reason: 'Reads as a destination.', confidence: 0.7 },
    { userType: 'Outdoor photographers', heroId: 'coast', reason: 'Wide sky.', confidence: 0.61 },
    { userType: 'Fine-art photographers', heroId: 'coast', reason: 'Soft tones.', confidence: 0.4 },
  ],
  suggestedRotation: { schedule: 'Coast every week.', reasoning: 'It is the only banner.' },
  analysis: [
    {
      heroId: 'coast',
      name: 'Coast',
      visualStyle: 'High-key and airy',
      mood: 'Fresh and calm',
      photographyType: 'Landscape',
      appealRating: 7.4,
      colorPalette: ['#2a5fc0'],
      targetAudience: ['Landscape photographers', 'Travel photographers'],
    },
  ],
  provider: 'local',
  generatedAt: '2026-11-25T00:00:00.000Z',
  pendingBanners: [],
};

const startServer = fakeServerPerTest();

describe('AiInsightsTab', () => {
  it('disables both analysis buttons while there are no hero banners', async () => {
    const server = startServer({ [BANNERS]: () => ({ body: page([]) }) });
    renderScreen(<AiInsightsTab />);
    expect(await screen.findByText(/No hero banners yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Analyze Hero Banners/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Get Theme Ideas/ })).toBeDisabled();
    expect(server.requestsTo(ANALYSIS)).toHaveLength(0);
  });

  it('shows the top 3 recommendations with their confidence as a percentage, and ratings out of 10', async () => {
    const server = startServer({ [BANNERS]: () => ({ body: page([banner]) }), [ANALYSIS]: () => ({ body: answer }) });
    const { user } = renderScreen(<AiInsightsTab />);
    const analyse = await screen.findByRole('button', { name: /Analyze Hero Banners/ });
    await screen.findByRole('article', { name: 'Coast palette' });
    expect(server.requestsTo(ANALYSIS)).toHaveLength(0);
    await user.click(analyse);

    const recommendation = await screen.findByRole('article', { name: 'Landscape photographers' });
    expect(within(recommendation).getByText('87% confidence')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Outdoor photographers' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Fine-art photographers' })).toBeNull();
    const analysis = screen.getByRole('article', { name: 'Analysis of Coast' });
    expect(within(analysis).getByText('7.4/10')).toBeVisible();
    expect(within(analysis).getByText('7.4 out of 10')).toBeVisible();
    expect(within(analysis).getByText('High-key and airy')).toBeVisible();
    expect(screen.getByText('Coast every week.')).toBeVisible();
    expect(screen.getByText('Coast is the brightest banner (81 %).')).toBeVisible();
  });

  it('says when the analysis and the theme ideas fail', async () => {
    startServer({
      [BANNERS]: () => ({ body: page([banner]) }),
      [ANALYSIS]: () => ({ status: 504, body: { message: 'AI analysis timed out: The AI service did not answer in time.' } }),
      [THEMES]: () => ({ status: 502, body: { message: 'AI analysis failed: The model did not answer valid JSON.' } }),
    });
    const { user } = renderScreen(<AiInsightsTab />);
    await screen.findByRole('article', { name: 'Coast palette' });
    await user.click(screen.getByRole('button', { name: /Analyze Hero Banners/ }));
    expect(await screen.findByText('Analysis Failed')).toBeVisible();
    expect(screen.getByText('Failed to analyze hero banners')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('AI analysis timed out');

    await user.click(screen.getByRole('button', { name: /Get Theme Ideas/ }));
    expect(await screen.findByText('Failed to Generate Ideas')).toBeVisible();
    expect(screen.getByText('Failed to generate theme suggestions')).toBeVisible();
  });

  it('extracts every palette, and says so when that fails', async () => {
    const server = startServer({
      [BANNERS]: () => ({ body: page([banner]) }),
      'POST /api/hero-images/extract-all-colors': () => ({ status: 503, body: { message: 'down' } }),
      'POST /api/hero-images/coast/extract-colors': () => ({ status: 500, body: { message: 'boom' } }),
    });
    const { user } = renderScreen(<AiInsightsTab />);
    await screen.findByRole('article', { name: 'Coast palette' });
    await user.click(screen.getByRole('button', { name: /Extract All Colors/ }));
    expect(await screen.findByText('Bulk Extraction Failed')).toBeVisible();
    expect(screen.getByText('Failed to extract color palettes.')).toBeVisible();
    expect(server.requestsTo('POST /api/hero-images/extract-all-colors')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Extract colors of Coast' }));
    expect(await screen.findByText('Color Extraction Failed')).toBeVisible();
    expect(screen.getByText('Failed to extract color palette.')).toBeVisible();
  });

  it('reports the counts of Extract All Colors', async () => {
    startServer({
      [BANNERS]: () => ({ body: page([banner]) }),
      'POST /api/hero-images/extract-all-colors': () => ({ body: { successCount: 3, errorCount: 1, pendingCount: 0 } }),
    });
    const { user } = renderScreen(<AiInsightsTab />);
    await screen.findByRole('article', { name: 'Coast palette' });
    await user.click(screen.getByRole('button', { name: /Extract All Colors/ }));
    expect(await screen.findByText('3 palettes extracted, 1 failed.')).toBeVisible();
  });
});
