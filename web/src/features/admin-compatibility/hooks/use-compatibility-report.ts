import { useCallback, useState } from 'react';
import { readBrowserDetails } from '../utils/browser-details';
import type { CompatibilityReport } from '../utils/compatibility-report';
import { runCompatibilityTests } from '../utils/compatibility-tests';
import { loadStoredReport, storeReport } from '../utils/report-storage';
import { compatibilityScore } from '../utils/score';

/** The last report (kept in the browser, shown again on the next visit) and a new run of the tests. */
export function useCompatibilityReport() {
  const [report, setReport] = useState<CompatibilityReport | null>(loadStoredReport);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    try {
      const results = await runCompatibilityTests();
      const next: CompatibilityReport = { generatedAt: new Date().toISOString(), score: compatibilityScore(results), browser: readBrowserDetails(), results };
      storeReport(next);
      setReport(next);
    } finally {
      setRunning(false);
    }
  }, []);

  return { report, running, run };
}
