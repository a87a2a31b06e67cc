// Prints the ten slowest tests of a run, from the result files Jest (--json) and Playwright
// (its json reporter) wrote; files that are missing (a run that stopped early) are skipped.
const { existsSync, readFileSync } = require('node:fs');
const { relative } = require('node:path');

const SHOWN = 10;

function jestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ seconds: (test.duration ?? 0) / 1000, name: `${relative(process.cwd(), file.name)} › ${test.fullName}` })),
  );
}

function playwrightTests(report) {
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((total, result) => total + result.duration, 0) / 1000;
        tests.push({ seconds, name: `[${test.projectName}] ${spec.file ?? file} › ${spec.title}` });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return tests;
}

const tests = process.argv.slice(2).flatMap((path) => {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return Array.isArray(report.testResults) ? jestTests(report) : playwrightTests(report);
});
if (tests.length > 0) {
  tests.sort((a, b) => b.seconds - a.seconds);
  process.stdout.write(`\x1b[1m==> The ${Math.min(SHOWN, tests.length)} slowest tests (seconds, every try)\x1b[0m\n`);
  for (const test of tests.slice(0, SHOWN)) process.stdout.write(`  ${test.seconds.toFixed(1).padStart(7)}  ${test.name}\n`);
}
