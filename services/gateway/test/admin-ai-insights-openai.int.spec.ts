import { aiRecommendationsResponseSchema, HERO_SIGNALS_VERSION, themeSuggestionsResponseSchema, type HeroSignals } from '@lumafolio/contracts';
import { profile, signInThroughGateway, startGatewayUnderTest, type CookieJarClient, type GatewayUnderTest } from '@lumafolio/dev-stack';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The AI Insights tab with an OpenAI-compatible provider: a local server speaking the Chat
 * Completions API stands in for the model. Portfolio has a database of its own, holding
 * banners as the media worker leaves them (measured), written here as fixtures.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 23260;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const run = Date.now().toString(36);
const PORTFOLIO_DB = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/aiopenai_${run}`);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const ADMIN_EMAIL = `ai-openai-admin-${run}@example.com`;
const AI_TIMEOUT_MS = 1_500;

type Mode = 'good' | 'off-schema' | 'not-json' | 'slow';
interface SeenRequest {
  url: string | undefined;
  body: { model: string; response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } } };
}

const signals = (brightness: number, subjects: HeroSignals['subjects']): HeroSignals => ({
  version: HERO_SIGNALS_VERSION,
  measuredAt: new Date().toISOString(),
  width: 2400,
  height: 1350,
  brightness,
  contrast: 0.2,
  saturation: 0.3,
  edgeDensity: 0.05,
  sky: 0.4,
  greenery: 0.1,
  colours: [{ name: 'blue', share: 0.5 }],
  subjects,
  exif: null,
});

function bannerDoc(id: string, name: string, measured: HeroSignals, defaultRank = 0) {
  const now = new Date();
  return {
    _id: id,
    name,
    description: '',
    sourceKey: `hero/${id}/source`,
    sourceHash: 'a'.repeat(64),
    renditionsOf: null,
    width: null,
    height: null,
    placeholder: null,
    variants: [],
    defaultRank,
    promoteWhenReady: false,
    colorPalette: { dominantColor: '#2a5fc0', mood: 'cool', brightness: 'medium', colors: [{ hex: '#2a5fc0', percentage: 70 }] },
    colorAnalysisComplete: true,
    signals: measured,
    createdAt: now,
    updatedAt: now,
  };
}

const BANNERS = [
  bannerDoc(`coast-${run}`, 'Coast', signals(0.62, []), Date.now()),
  bannerDoc(`herd-${run}`, 'Herd', signals(0.41, [{ label: 'elephant', score: 0.8, area: 0.2 }])),
];

function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-insights',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** What the model answers: every banner it is told of, analysed. */
function goodAnswer(schemaName: string, ids: string[]) {
  if (schemaName === 'theme_suggestions') return { suggestions: ['A snowy blue-hour harbour to sit beside Coast.', 'A close portrait in warm window light.'] };
  return {
    insights: ['Coast is the brightest banner.', 'Herd is the only one with animals.'],
    recommendations: [
      { userType: 'Landscape photographers', heroId: ids[0], reason: 'Coast is an open seascape.', confidence: 0.72 },
      { userType: 'Wildlife photographers', heroId: ids[1], reason: 'Herd shows an elephant.', confidence: 0.91 },
      { userType: 'Travel photographers', heroId: ids[0], reason: 'Coast reads as a destination.', confidence: 0.6 },
    ],
    suggestedRotation: { schedule: 'Herd on weekdays, Coast at weekends.', reasoning: 'Alternates a subject with open space.' },
    analysis: ids.map((heroId, i) => ({
      heroId,
      name: `model's name ${i}`,
      visualStyle: 'Clean',
      mood: 'Calm',
      photographyType: i === 0 ? 'Landscape' : 'Wildlife',
      appealRating: 7.5 + i,
      colorPalette: ['#2a5fc0'],
      targetAudience: ['Landscape photographers'],
    })),
  };
}

describe('the AI Insights tab (OpenAI-compatible provider)', () => {
  let stack: GatewayUnderTest;
  let admin: CookieJarClient;
  let model: Server;
  let mode: Mode = 'good';
  const seen: SeenRequest[] = [];
  let database: mongoose.Connection;

  const get = (path: string) => admin.request(`${GATEWAY}/api/admin/${path}`, { headers: SAME_ORIGIN });
  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  beforeAll(async () => {
    model = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenRequest['body'] & { messages: { content: string }[] };
        seen.push({ url: request.url, body });
        const ids = BANNERS.map((b) => b._id).filter((id) => body.messages.some((m) => m.content.includes(id)));
        const reply = (content: string) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
        if (mode === 'slow') return void setTimeout(() => reply('{}'), AI_TIMEOUT_MS * 3).unref();
        if (mode === 'not-json') return reply('Sure! Here are my thoughts on your banners.');
        if (mode === 'off-schema') return reply(JSON.stringify({ insights: 'looks nice', recommendations: [] }));
        reply(JSON.stringify(goodAnswer(body.response_format.json_schema.name, ids)));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;

    database = await mongoose.createConnection(PORTFOLIO_DB).asPromise();
    await database.collection('hero_images').insertMany(BANNERS as never[]);
    stack = await startGatewayUnderTest(testProfile, {
      gatewayPort: GATEWAY_PORT,
      issuerPort: GATEWAY_PORT + 1,
      admin: true,
      env: {
        auth: { ADMIN_EMAILS: ADMIN_EMAIL },
        // The seeder adds the default banners to this database too; they are not measured (no media worker here).
        portfolio: { MONGODB_URI: PORTFOLIO_DB },
        media: { MEDIA_QUEUE_PREFIX: `aiopenai-${run}` },
        admin: {
          AI_PROVIDER: 'openai',
          OPENAI_BASE_URL: baseUrl,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_MODEL: 'test-insights',
          AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
        },
      },
    });
    admin = (await signInThroughGateway(GATEWAY, { email: ADMIN_EMAIL, username: `aiopenai_${run}`, password: 'correct horse battery' }, { signUp: true }))
      .client;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    model?.closeAllConnections();
    await new Promise((resolve) => model?.close(resolve));
    const queue = new Queue('media', { connection: { url: testProfile.serviceEnv.REDIS_URL, maxRetriesPerRequest: null }, prefix: `aiopenai-${run}` });
    await queue.obliterate({ force: true });
    await queue.close();
    await database?.dropDatabase();
    await database?.close();
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('a model answer that is not JSON is a 502 with a readable message', async () => {
    mode = 'not-json';
    const response = await get('ai-recommendations');
    expect(response.status).toBe(502);
    expect(await message(response)).toBe('AI analysis failed: The model did not answer valid JSON.');
  });

  it('an answer off the schema is a 502 naming what is wrong', async () => {
    mode = 'off-schema';
    const response = await get('ai-recommendations');
    expect(response.status).toBe(502);
    expect(await message(response)).toMatch(/^AI analysis failed: The model's answer does not match the schema \(insights: /);
  });

  it('a model too slow to answer is a 504', async () => {
    mode = 'slow';
    const response = await get('ai-recommendations');
    expect(response.status).toBe(504);
    expect(await message(response)).toBe('AI analysis timed out: The AI service did not answer in time.');
  });

  it("asks with the contract's JSON schema and the measurements, and keeps the answer until the banners change", async () => {
    mode = 'good';
    const response = await get('ai-recommendations');
    expect(response.status).toBe(200);
    const answer = aiRecommendationsResponseSchema.parse(await response.json());
    expect(answer.provider).toBe('openai');
    expect(answer.recommendations[0]).toMatchObject({ userType: 'Wildlife photographers', confidence: 0.91 });
    // The banner's own name, not the model's.
    expect(answer.analysis.map((a) => a.name)).toEqual(['Coast', 'Herd']);
    expect(seen).toHaveLength(1);
    const request = seen[0] as SeenRequest;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('test-insights');
    expect(request.body.response_format.type).toBe('json_schema');
    expect(request.body.response_format.json_schema).toMatchObject({ name: 'banner_insights', strict: true });
    expect(Object.keys(request.body.response_format.json_schema.schema.properties)).toEqual(['insights', 'recommendations', 'suggestedRotation', 'analysis']);
    expect(JSON.stringify(request.body)).toContain('elephant (80% sure, 20% of frame)');

    const again = aiRecommendationsResponseSchema.parse(await (await get('ai-recommendations')).json());
    expect(again.generatedAt).toBe(answer.generatedAt);
    expect(seen).toHaveLength(1);

    await database.collection('hero_images').updateOne({ _id: BANNERS[1]?._id as never }, { $set: { name: 'Herd at Dusk' } });
    const renamed = aiRecommendationsResponseSchema.parse(await (await get('ai-recommendations')).json());
    expect(seen).toHaveLength(2);
    expect(renamed.analysis.map((a) => a.name)).toEqual(['Coast', 'Herd at Dusk']);
  });

  it('theme ideas come from the model too, with their own schema', async () => {
    mode = 'good';
    const response = await get('ai-theme-suggestions');
    expect(response.status).toBe(200);
    expect(themeSuggestionsResponseSchema.parse(await response.json()).suggestions).toHaveLength(2);
    expect(seen[0]?.body.response_format.json_schema.name).toBe('theme_suggestions');
  });
});
