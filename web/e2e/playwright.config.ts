import { defineConfig, devices } from '@playwright/test';

// The e2e suite runs against the real stack on the isolated test profile; global-setup
// starts every process (infrastructure is already up: `npm test` started it).
const baseURL = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '13000'}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a failed test is tried once more: one that passes then is listed as FLAKY (with its
  // first failure), one that fails again fails the run, and the first such failure ends it.
  retries: process.env.CI ? 1 : 0,
  maxFailures: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./support/flaky-reporter.ts'], ['json', { outputFile: '../../test-results/e2e-results.json' }]],
  outputDir: '../../test-results/e2e',
  // A waiting assertion passes as soon as the page shows it; the bound is for a loaded machine
  // (2 cores shared with the whole stack and the integration suite), where Chromium has been
  // seen to send a debounced search 11 s after the typing ended and a first render after a
  // reload to take over 5 s.
  expect: { timeout: 30_000 },
  // A test's own bound (longer walks set theirs): Playwright's 30 s is short beside the integration suite.
  timeout: 90_000,
  use: {
    baseURL,
    // A failed test keeps its trace: each action's DOM snapshot, without the screencast, whose
    // frames cost Chromium a third of its CPU in every test (measured on my-photos and visitor-pages).
    // In CI only the second try records one: recording every test's snapshots to throw them
    // away cost Chromium 12-19% of its CPU (theme, paged-lists) in a run bound by its CPU.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // No action or navigation waits for ever: a stuck one fails the test with its own step.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Checks of the phone layout alone run only on the mobile project.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile-only/ },
    // Long flows that create accounts and photos run once, on the desktop project.
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grepInvert: /@desktop-only/ },
  ],
});
