import { readFileSync } from 'node:fs';

export interface RunSummary {
  name: string;
  /** Operations Schemathesis tested. */
  operations: number;
  /** Operations with at least one failed check. */
  failingOperations: number;
  /** Operations it could not test (e.g. the network failed). */
  errors: number;
  exitCode?: number;
}

/** Counts from Schemathesis's JUnit report: one test case per operation. */
export function summariseRun(name: string, junitPath: string): RunSummary {
  const xml = readFileSync(junitPath, 'utf8');
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  return {
    name,
    operations: cases.length,
    failingOperations: cases.filter((testCase) => /<failure\b/.test(testCase)).length,
    errors: cases.filter((testCase) => /<error\b/.test(testCase)).length,
  };
}
