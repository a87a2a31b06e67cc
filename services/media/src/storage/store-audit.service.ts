import { Injectable } from '@nestjs/common';
import { storeAuditProgressSchema, storeAuditReportSchema, type StoreAuditRun, type StoreAuditState } from '@lumafolio/contracts';
import { StorageAuditRepository, type StorageAuditDocument } from '@lumafolio/dal';
import { MediaJobs, rpcError } from '@lumafolio/server-common';
import { randomBytes } from 'node:crypto';

const UNDER_WAY = new Set(['queued', 'running']);

/**
 * The whole-store audit (ADR 31) runs as a media job; this queues it (one at a time) and
 * tells where the latest run stands, with the progress its worker reported.
 */
@Injectable()
export class StoreAuditService {
  constructor(
    private readonly audits: StorageAuditRepository,
    private readonly jobs: MediaJobs,
  ) {}

  async start(requestedBy: string): Promise<StoreAuditState> {
    const current = await this.state();
    if (current.run && UNDER_WAY.has(current.run.status)) return current;
    const runId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    await this.audits.queued(runId, requestedBy);
    try {
      await this.jobs.add('storage-audit', { runId });
    } catch {
      await this.audits.failed(runId, 'The job queue could not be reached.');
      throw rpcError(503, 'The job queue cannot be reached right now. Please try again shortly.', 'QUEUE_UNAVAILABLE');
    }
    return this.state();
  }

  async state(): Promise<StoreAuditState> {
    const [latest, done] = await Promise.all([this.audits.latest(), this.audits.latestDone()]);
    const report = done ? storeAuditReportSchema.safeParse(done.report) : null;
    return {
      run: latest ? await this.runOf(latest) : null,
      report: report?.success ? report.data : null,
      checkedAt: report?.success ? (done?.finishedAt?.toISOString() ?? null) : null,
    };
  }

  private async runOf(doc: StorageAuditDocument): Promise<StoreAuditRun> {
    const base = { id: doc._id, requestedAt: doc.requestedAt.toISOString(), finishedAt: doc.finishedAt?.toISOString() ?? null, error: doc.error ?? null };
    if (!UNDER_WAY.has(doc.status)) return { ...base, status: doc.status, progress: null };
    const job = await this.jobs.stateOf('storage-audit', { runId: doc._id });
    // Its job is gone (the queue was emptied): it will never finish.
    if (!job) return { ...base, status: 'failed', progress: null, error: 'The audit job is no longer queued. Run the audit again.' };
    const progress = storeAuditProgressSchema.safeParse(job.progress);
    return { ...base, status: doc.status, progress: progress.success ? progress.data : null };
  }
}
