import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { AiProviderError, OpenAiCompatibleProvider, createAiProvider, normalizeSuggestions } from './index.js';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
const seen: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      seen.push({ ...body, url: req.url, auth: req.headers.authorization });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-vision',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const image = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
const provider = (timeoutMs = 5000) => new OpenAiCompatibleProvider({ apiKey: 'sk-test', baseURL, model: 'test-vision', timeoutMs, maxRetries: 0 });

describe('OpenAiCompatibleProvider', () => {
  it('sends the image and the JSON schema, and returns normalised suggestions', async () => {
    handler = (_b, _r, res) =>
      json(
        res,
        200,
        completion(
          JSON.stringify({
            title: 'Misty Forest Light',
            category: 'nature',
            description: 'A quiet forest in soft morning light.',
            tags: ['Forest', 'forest', 'Mist', ...Array.from({ length: 20 }, (_, i) => `t${i}`)],
            alt: 'Tall trees in morning mist.',
          }),
        ),
      );
    const img = await image();
    const s = await provider().suggest({
      image: img,
      exif: { camera: 'X-T5', lens: 'XF 80mm Macro' },
      palette: { dominantColor: '#3a7d44', mood: 'cool', brightness: 'medium' },
    });
    expect(s).toEqual({
      title: 'Misty Forest Light',
      category: 'nature',
      description: 'A quiet forest in soft morning light.',
      tags: ['forest', 'mist', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'],
      alt: 'Tall trees in morning mist.',
    });
    const req = seen[0] as {
      url: string;
      auth: string;
      model: string;
      messages: { role: string; content: unknown }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: { properties: Record<string, { enum?: string[] }>; required: string[] } };
      };
    };
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.model).toBe('test-vision');
    const user = req.messages.find((m) => m.role === 'user')?.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(user.find((p) => p.type === 'image_url')?.image_url?.url).toBe(`data:image/jpeg;base64,${img.toString('base64')}`);
    expect(user.find((p) => p.type === 'text')?.text).toContain('XF 80mm Macro');
    expect(req.response_format.type).toBe('json_schema');
    expect(req.response_format.json_schema.strict).toBe(true);
    expect(req.response_format.json_schema.schema.required.sort()).toEqual(['alt', 'category', 'description', 'tags', 'title']);
    expect(req.response_format.json_schema.schema.properties['category']?.enum).toContain('black-and-white');
    expect(req.response_format.json_schema.schema.properties['category']?.enum).not.toContain('all');
  });

  it('maps malformed JSON to invalid_response', async () => {
    handler = (_b, _r, res) => json(res, 200, completion('{"title": "oops'));
    await expect(provider().suggest({ image: await image() })).rejects.toMatchObject({ name: 'AiProviderError', code: 'invalid_response' });
  });

  it('maps an answer that breaks the schema to invalid_response', async () => {
    handler = (_b, _r, res) => json(res, 200, completion(JSON.stringify({ title: 'x', category: 'all', description: 'd', tags: [], alt: 'a' })));
    await expect(provider().suggest({ image: await image() })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('maps a 500 to unavailable (retryable)', async () => {
    handler = (_b, _r, res) => json(res, 500, { error: { message: 'boom', type: 'server_error' } });
    const error = (await provider()
      .suggest({ image: await image() })
      .catch((e: unknown) => e)) as AiProviderError;
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it('maps a 401 to auth', async () => {
    handler = (_b, _r, res) => json(res, 401, { error: { message: 'bad key' } });
    await expect(provider().suggest({ image: await image() })).rejects.toMatchObject({ code: 'auth' });
  });

  it('times out a slow answer', async () => {
    handler = (_b, _r, res) => setTimeout(() => json(res, 200, completion('{}')), 2000).unref();
    const started = Date.now();
    await expect(provider(300).suggest({ image: await image() })).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('honours an abort signal', async () => {
    handler = (_b, _r, res) => setTimeout(() => json(res, 200, completion('{}')), 2000).unref();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(provider().suggest({ image: await image(), signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('normalizeSuggestions and createAiProvider', () => {
  it('keeps categories valid, tags lowercase and unique, alt ≤ 150 chars', () => {
    const s = normalizeSuggestions({ title: 'Hi.', category: 'Black & White', description: 'x', tags: ['A', 'a ', '#B'], alt: 'word '.repeat(60) });
    expect(s.category).toBe('black-and-white');
    expect(s.tags).toEqual(['a', 'b']);
    expect(s.alt.length).toBeLessThanOrEqual(150);
    expect(s.alt.endsWith('.')).toBe(true);
    expect(normalizeSuggestions({ title: 't', category: 'all', description: '', tags: [], alt: '' }).category).toBe('other');
  });

  it('chooses openai with a key or AI_PROVIDER=openai, else local', () => {
    expect(createAiProvider({ OPENAI_API_KEY: 'sk' }).name).toBe('openai');
    expect(createAiProvider({ AI_PROVIDER: 'openai' }).name).toBe('openai');
    expect(createAiProvider({ AI_PROVIDER: 'local', OPENAI_API_KEY: 'sk' }).name).toBe('local');
    expect(createAiProvider({}).name).toBe('local');
  });
});
