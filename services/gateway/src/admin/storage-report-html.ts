import { formatStorageSize, type StorageAnalytics, type StorageAudit } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';

/** True when a browser asked for a page (a new tab), not a script for JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  return /\btext\/html\b/.test(accept ?? '');
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 60rem; margin: 0 auto; padding: 1.5rem; line-height: 1.5; }
  table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
  th, td { text-align: left; padding: 0.35rem 0.6rem; border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
  td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
  code { word-break: break-all; }
  .ok { color: light-dark(#166534, #86efac); } .bad { color: light-dark(#b91c1c, #fca5a5); }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function status(audit: StorageAudit): string {
  if (audit.healthy === null) return '<p>No storage audit has finished yet.</p>';
  const checked = audit.checkedAt ? ` (checked ${escapeHtml(new Date(audit.checkedAt).toUTCString())})` : '';
  return audit.healthy
    ? `<p class="ok"><strong>Healthy</strong>: no orphaned or missing files${checked}.</p>`
    : `<p class="bad"><strong>${audit.orphanedFiles} orphaned and ${audit.missingFiles} missing file(s)</strong>${checked}.</p>`;
}

function run(audit: StorageAudit): string {
  const current = audit.run;
  if (!current || (current.status !== 'queued' && current.status !== 'running')) return '';
  const progress = current.progress ? `: ${current.progress.filesScanned} files checked, about ${current.progress.percent}%` : '';
  return `<p>An audit is ${current.status === 'queued' ? 'queued' : 'running'}${escapeHtml(progress)}.</p>`;
}

function breakdown(audit: StorageAudit): string {
  const rows = audit.breakdown
    .map((entry) => `<tr><td>${escapeHtml(entry.type)}</td><td class="n">${entry.count}</td><td class="n">${escapeHtml(entry.size)}</td></tr>`)
    .join('');
  return `<h2>By type</h2><table><thead><tr><th>Type</th><th class="n">Files</th><th class="n">Size</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No files.</td></tr>'}</tbody></table>`;
}

/** GET /api/admin/storage/audit opened in a tab. */
export function storageAuditHtml(audit: StorageAudit): string {
  return page('Storage audit', `${status(audit)}${run(audit)}<p>${audit.totalFiles} files, ${escapeHtml(audit.totalSize)}.</p>${breakdown(audit)}`);
}

function keys(title: string, list: string[], count: number): string {
  if (count === 0) return '';
  const more = count > list.length ? `<p>… and ${count - list.length} more.</p>` : '';
  return `<h2>${escapeHtml(title)} (${count})</h2><ul>${list.map((key) => `<li><code>${escapeHtml(key)}</code></li>`).join('')}</ul>${more}`;
}

/** GET /api/admin/storage/analytics opened in a tab: the latest report in full. */
export function storageAnalyticsHtml(analytics: StorageAnalytics): string {
  const report = analytics.report;
  if (!report) return page('Storage analytics', `${status(analytics)}${run(analytics)}`);
  const rows: Array<[string, string]> = [
    ['Files', String(report.totalFiles)],
    ['Total size', formatStorageSize(report.totalBytes)],
    ['User folders', String(report.users)],
    ['Photo documents', String(report.databasePhotos)],
    ['Images', String(report.images)],
    ['Files in the database', String(report.inDatabase)],
    ['Orphaned files', String(report.orphaned)],
    ['Missing files', String(report.missing)],
  ];
  const summary = rows.map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td class="n">${escapeHtml(value)}</td></tr>`).join('');
  const users = report.usersWithProblems
    .map(
      (user) =>
        `<tr><td>${escapeHtml(user.username ?? '(no account)')}</td><td><code>${escapeHtml(user.userId)}</code></td><td class="n">${user.orphaned}</td><td class="n">${user.missing}</td></tr>`,
    )
    .join('');
  return page(
    'Storage analytics',
    `${status(analytics)}${run(analytics)}<table><tbody>${summary}</tbody></table>${breakdown(analytics)}${
      users
        ? `<h2>Users with problems</h2><table><thead><tr><th>User</th><th>ID</th><th class="n">Orphaned</th><th class="n">Missing</th></tr></thead><tbody>${users}</tbody></table>`
        : ''
    }${keys('Orphaned files', report.orphanedFiles, report.orphaned)}${keys('Missing files', report.missingFiles, report.missing)}`,
  );
}
