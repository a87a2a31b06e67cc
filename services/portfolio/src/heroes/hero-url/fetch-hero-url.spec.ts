import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { classifyAddress } from './address-policy.js';
import { fetchHeroUrl, type HeroUrlFetchOptions } from './fetch-hero-url.js';

/**
 * A local server stands in for a public host: the resolver maps `images.example` to it, and
 * the policy treats its one address as public while judging every other address for real.
 */
describe('fetching a banner URL', () => {
  let server: Server;
  let port: number;
  let requests: string[];

  beforeAll(async () => {
    requests = [];
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/image.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100, 1));
      if (request.url === '/big') return void response.writeHead(200).end(Buffer.alloc(5_000, 1));
      // Never answers (closed with the server): only the fetch's own time limit ends it.
      if (request.url === '/slow') return;
      if (request.url === '/missing') return void response.writeHead(404).end();
      if (request.url === '/to-private') return void response.writeHead(302, { location: 'http://10.0.0.1/image.png' }).end();
      if (request.url === '/to-loopback-name') return void response.writeHead(301, { location: 'http://localhost.example/image.png' }).end();
      if (request.url === '/to-image') return void response.writeHead(302, { location: '/image.png' }).end();
      const hop = /^\/loop(\d+)$/.exec(request.url ?? '');
      if (hop) return void response.writeHead(302, { location: `/loop${Number(hop[1]) + 1}` }).end();
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = (overrides: Partial<HeroUrlFetchOptions> = {}): HeroUrlFetchOptions => ({
    allowPrivate: false,
    maxBytes: 1_000,
    // Generous: a local answer on a busy machine may take seconds; the time limit has its own test.
    timeoutMs: 30_000,
    maxRedirects: 3,
    resolve: async (hostname) => {
      if (hostname === 'images.example') return [{ address: '127.0.0.1', family: 4 }];
      if (hostname === 'localhost.example')
        return [
          { address: '127.0.0.1', family: 4 },
          { address: '::1', family: 6 },
        ];
      if (hostname === 'mixed.example')
        return [
          { address: '8.8.8.8', family: 4 },
          { address: '192.168.0.5', family: 4 },
        ];
      return [];
    },
    classify: (address) => (address === '127.0.0.1' ? null : classifyAddress(address)),
    ...overrides,
  });
  const at = (path: string) => `http://images.example:${port}${path}`;

  it('downloads an image from a public address', async () => {
    const { bytes, finalUrl } = await fetchHeroUrl(at('/image.png'), options());
    expect(bytes.length).toBe(100);
    expect(finalUrl).toBe(at('/image.png'));
  });

  it('follows a redirect to a public address, checking the new hop', async () => {
    expect((await fetchHeroUrl(at('/to-image'), options())).finalUrl).toBe(at('/image.png'));
  });

  it.each([
    ['http://127.0.0.1/x', 'This address points to this server itself and cannot be used.'],
    ['http://10.0.0.1/x', 'This address points to a private network and cannot be used.'],
    ['http://[::1]/x', 'This address points to this server itself and cannot be used.'],
    ['http://[::ffff:10.0.0.1]/x', 'This address points to a private network and cannot be used.'],
    ['http://169.254.169.254/latest/meta-data', 'This address points to a private network and cannot be used.'],
    ['http://[fd00::1]/x', 'This address points to a private network and cannot be used.'],
    ['http://0.0.0.0/x', 'This address is not a public internet address and cannot be used.'],
  ])('refuses %s without connecting', async (url, message) => {
    await expect(fetchHeroUrl(url, options({ classify: classifyAddress }))).rejects.toThrow(message);
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(fetchHeroUrl('http://mixed.example/x', options())).rejects.toThrow('This address points to a private network and cannot be used.');
  });

  it('refuses a redirect to a private address, and to a name that resolves to one', async () => {
    await expect(fetchHeroUrl(at('/to-private'), options())).rejects.toThrow('This address points to a private network and cannot be used.');
    await expect(fetchHeroUrl(at('/to-loopback-name'), options())).rejects.toThrow('This address points to this server itself and cannot be used.');
  });

  it('follows at most three redirects', async () => {
    await expect(fetchHeroUrl(at('/loop0'), options())).rejects.toThrow('This address redirects too many times.');
    expect(requests.filter((path) => path.startsWith('/loop'))).toEqual(['/loop0', '/loop1', '/loop2', '/loop3']);
  });

  it('refuses other schemes, credentials, unknown names and nonsense', async () => {
    await expect(fetchHeroUrl('file:///etc/passwd', options())).rejects.toThrow('Only http:// and https:// addresses can be used.');
    await expect(fetchHeroUrl('ftp://images.example/a.png', options())).rejects.toThrow('Only http:// and https:// addresses can be used.');
    await expect(fetchHeroUrl(`http://user:pw@images.example:${port}/image.png`, options())).rejects.toThrow('user name or password');
    await expect(fetchHeroUrl('http://nowhere.example/a.png', options())).rejects.toThrow('This address could not be found.');
    await expect(fetchHeroUrl('not a url', options())).rejects.toThrow('Enter a full web address starting with http:// or https://.');
  });

  it('cuts the body at the size limit and the fetch at the time limit', async () => {
    await expect(fetchHeroUrl(at('/big'), options())).rejects.toThrow('larger than');
    await expect(fetchHeroUrl(at('/slow'), options({ timeoutMs: 300 }))).rejects.toThrow('The image took too long to download.');
  });

  it('passes on an error answer in words', async () => {
    await expect(fetchHeroUrl(at('/missing'), options())).rejects.toThrow('the other server answered 404');
  });

  it('with the test setting on, fetches a loopback address too', async () => {
    const { bytes } = await fetchHeroUrl(`http://127.0.0.1:${port}/image.png`, options({ allowPrivate: true, classify: classifyAddress }));
    expect(bytes.length).toBe(100);
  });
});
