import { Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import type { StorageAudit } from '@lumafolio/contracts';
import { LuExternalLink, LuPlay } from 'react-icons/lu';
import { primaryPillStyles } from '@/components/ui/styles';
import { isAuditUnderWay, STORAGE_ANALYTICS_PATH, STORAGE_AUDIT_PATH } from '../api/storage-audit';

interface AuditRunProps {
  audit: StorageAudit | undefined;
  starting: boolean;
  onRun: () => void;
}

/** The reports (opened in a new tab) and the whole-store audit: started here, its progress shown while it runs. */
export function AuditRun({ audit, starting, onRun }: AuditRunProps) {
  const run = audit?.run;
  const underWay = isAuditUnderWay(audit);
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" rounded="full">
          <a href={STORAGE_ANALYTICS_PATH} target="_blank" rel="noopener noreferrer">
            <LuExternalLink aria-hidden /> View Full Analytics
          </a>
        </Button>
        <Button asChild size="sm" variant="outline" rounded="full">
          <a href={STORAGE_AUDIT_PATH} target="_blank" rel="noopener noreferrer">
            <LuExternalLink aria-hidden /> Open Storage Audit
          </a>
        </Button>
        <Button size="sm" {...primaryPillStyles} onClick={onRun} loading={starting} disabled={underWay} loadingText="Starting…">
          <LuPlay aria-hidden /> {underWay ? 'Audit running' : 'Run Storage Audit'}
        </Button>
      </Flex>
      {underWay && run && (
        <Box aria-live="polite">
          <Progress.Root value={run.progress?.percent ?? null} size="sm" colorPalette="blue" maxW="md">
            <Progress.Label fontSize="sm" mb="1">
              {run.status === 'queued'
                ? 'Audit queued…'
                : `Checking storage… ${run.progress ? `${run.progress.filesScanned.toLocaleString('en-US')} files` : ''}`}
            </Progress.Label>
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}
      {run?.status === 'failed' && (
        <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }} role="alert">
          The last audit did not finish{run.error ? `: ${run.error}` : '.'}
        </Text>
      )}
    </Stack>
  );
}
