import { REPORT_STORAGE_KEY } from '../constants';
import { compatibilityReportSchema, type CompatibilityReport } from './compatibility-report';

/** The last report kept in this browser; null when none (or what is kept is not a report). */
export function loadStoredReport(): CompatibilityReport | null {
  try {
    const stored = window.localStorage.getItem(REPORT_STORAGE_KEY);
    if (stored === null) return null;
    const parsed = compatibilityReportSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the report for the next visit; false when the browser refuses (the report is still shown). */
export function storeReport(report: CompatibilityReport): boolean {
  try {
    window.localStorage.setItem(REPORT_STORAGE_KEY, JSON.stringify(report));
    return true;
  } catch {
    return false;
  }
}
