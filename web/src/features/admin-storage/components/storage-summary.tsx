import { SimpleGrid } from '@chakra-ui/react';
import { EMPTY_STORAGE_SIZE, formatStorageSize, type StorageAudit } from '@lumafolio/contracts';
import { SummaryCard } from './summary-card';

/** Spec 02 §2: Total Files, Total Size, File Types and the status of the latest audit. */
export function StorageSummary({ audit }: { audit: StorageAudit | undefined }) {
  const status = statusOf(audit);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <SummaryCard label="Total Files" value={(audit?.totalFiles ?? 0).toLocaleString('en-US')} />
      <SummaryCard label="Total Size" value={audit && audit.healthy !== null ? formatStorageSize(audit.totalBytes) : EMPTY_STORAGE_SIZE} />
      <SummaryCard label="File Types" value={audit?.breakdown.length ?? 0} />
      <SummaryCard label="Status" value={status.value} caption={status.caption} {...(status.tone ? { tone: status.tone } : {})} />
    </SimpleGrid>
  );
}

function statusOf(audit: StorageAudit | undefined): { value: string; caption?: string; tone?: 'good' | 'bad' } {
  if (!audit || audit.healthy === null) return { value: 'Not checked', caption: 'Run the storage audit to check' };
  const checked = audit.checkedAt ? `Checked ${new Date(audit.checkedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : undefined;
  if (audit.healthy) return { value: 'Healthy', tone: 'good', ...(checked ? { caption: checked } : {}) };
  return {
    value: `${audit.orphanedFiles.toLocaleString('en-US')} orphaned, ${audit.missingFiles.toLocaleString('en-US')} missing`,
    tone: 'bad',
    ...(checked ? { caption: checked } : {}),
  };
}
