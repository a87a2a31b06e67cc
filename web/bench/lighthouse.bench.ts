// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the visitor pages of a
// real stack: the home page, and one photographer's portfolio with 60 public photos (15
// featured) in each of the four templates. Prints the performance score, FCP, LCP, CLS, TBT
// and the JavaScript each page loads (brotli on the wire, and gzip -9 of the same files).
//
//   npm run bench:web        (= bash scripts/bench-web.sh: builds, starts the test-profile
//                              infrastructure, then runs this file under the test lock)
//
// Each page is measured RUNS times; the run with the median performance score is shown.
// Debian's chromium drives it (never a downloaded browser).
import { gzipSync } from 'node:zlib';
import { profile, startStack, type CookieJarClient } from '@lumafolio/dev-stack';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createPhotographer, FEATURED_EVERY, PHOTOS, post, SAME_ORIGIN_HEADERS } from './photographer.ts';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEMPLATES = ['classic', 'epic', 'monochrome', 'monochrome-white'] as const;
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, jsGzipKb: 170 };

const out = (line = '') => process.stdout.write(`${line}\n`);
const test = profile('test');
const app = test.gatewayUrl;

interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBrKb: number;
  jsGzipKb: number;
  scripts: string[];
  /** What the largest paint was, as Lighthouse names it (its selector and HTML). */
  lcpElement: string;
}

// ------------------------------------------------------------------ Lighthouse
/** One Lighthouse run; a run whose trace Chrome failed to record (e.g. NO_NAVSTART) is repeated. */
async function lighthouseRun(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const problem = result ? result.lhr.runtimeError?.message : 'no result';
    if (!problem) return (result as NonNullable<typeof result>).lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${problem}`);
  }
}

async function measure(url: string, port: number): Promise<PageFigures> {
  const lhr = await lighthouseRun(url, port);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer()), { level: 9 }).length;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBrKb: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024,
    jsGzipKb: gzipBytes / 1024,
    scripts: scripts.map((s) => new URL(s.url).pathname),
    lcpElement: lcpElementOf(lhr),
  };
}

type LighthouseResult = Awaited<ReturnType<typeof lighthouseRun>>;
function lcpElementOf(lhr: LighthouseResult): string {
  const parts = (lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ type?: string; selector?: string; snippet?: string }> } | undefined)?.items;
  const node = parts?.find((part) => part.type === 'node');
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 100)}`.trim() : 'unknown';
}

async function medianOf(url: string, port: number): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, port));
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as PageFigures;
}

// ------------------------------------------------------------------ run
const stack = await startStack(test, { output: 'silent', readyTimeoutMs: 90_000 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let client: CookieJarClient | undefined;
let username = '';
try {
  out(`Lighthouse mobile preset · ${RUNS} runs per page, median shown · ${await chromiumVersion()} · ${app}`);
  ({ client, username } = await createPhotographer(app));
  out(`portfolio /${username}: ${PHOTOS} public photos, every ${FEATURED_EVERY}th featured`);
  out();

  const pages: Array<{ name: string; url: string; template?: string }> = [
    { name: 'home /', url: `${app}/` },
    ...TEMPLATES.map((template) => ({ name: `portfolio · ${template}`, url: `${app}/${username}`, template })),
  ];
  const rows: Array<{ name: string; figures: PageFigures }> = [];
  for (const page of pages) {
    if (page.template) await post(app, client, '/api/user/template', { templateId: page.template });
    rows.push({ name: page.name, figures: await medianOf(page.url, chrome.port) });
  }

  out(
    `${'page'.padEnd(30)}${'score'.padStart(6)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'CLS'.padStart(7)}${'TBT ms'.padStart(8)}${'JS br KB'.padStart(10)}${'JS gz KB'.padStart(10)}`,
  );
  for (const { name, figures: f } of rows) {
    out(
      `${name.padEnd(30)}${String(f.score).padStart(6)}${Math.round(f.fcpMs).toString().padStart(8)}${Math.round(f.lcpMs).toString().padStart(8)}${f.cls.toFixed(3).padStart(7)}${Math.round(f.tbtMs).toString().padStart(8)}${f.jsBrKb.toFixed(1).padStart(10)}${f.jsGzipKb.toFixed(1).padStart(10)}`,
    );
  }
  out();
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const worst = {
    score: Math.min(...rows.map((r) => r.figures.score)),
    lcpMs: Math.max(...rows.map((r) => r.figures.lcpMs)),
    cls: Math.max(...rows.map((r) => r.figures.cls)),
    jsGzipKb: Math.max(...rows.map((r) => r.figures.jsGzipKb)),
  };
  out(`worst performance score ${worst.score}   target ≥ ${TARGETS.score}   ${verdict(worst.score >= TARGETS.score)}`);
  out(`worst LCP ${Math.round(worst.lcpMs)} ms   target ≤ ${TARGETS.lcpMs} ms   ${verdict(worst.lcpMs <= TARGETS.lcpMs)}`);
  out(`worst CLS ${worst.cls.toFixed(3)}   target ≤ ${TARGETS.cls}   ${verdict(worst.cls <= TARGETS.cls)}`);
  out(`largest visitor JavaScript ${worst.jsGzipKb.toFixed(1)} KB gzip   target ≤ ${TARGETS.jsGzipKb} KB   ${verdict(worst.jsGzipKb <= TARGETS.jsGzipKb)}`);
  out();
  out('largest paint of each page:');
  for (const { name, figures } of rows) out(`  ${name.padEnd(30)}${figures.lcpElement}`);
  out();
  out('scripts loaded by the heaviest page:');
  const heaviest = rows.reduce((a, b) => (b.figures.jsGzipKb > a.figures.jsGzipKb ? b : a));
  for (const script of heaviest.figures.scripts) out(`  ${script}`);
} finally {
  if (client && username) {
    await client
      .request(`${app}/api/auth/user`, {
        method: 'DELETE',
        headers: { ...SAME_ORIGIN_HEADERS(app), 'content-type': 'application/json' },
        body: JSON.stringify({ confirmUsername: username }),
      })
      .catch(() => undefined);
  }
  chrome.kill();
  await stack.stop();
}

async function chromiumVersion(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  return ((await response.json()) as { Browser: string }).Browser;
}
