import { Flex, Progress, Text } from '@chakra-ui/react';
import { LuHardDrive } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { DEFAULT_STORAGE_QUOTA_BYTES, clampPercent, formatBytes, formatUsagePercent } from '../utils/format';

/**
 * Storage usage of spec 01 §3 (GET /api/user/storage-usage). While it is loading or
 * unavailable it is given `null`: 0 B of the default 250 MB quota.
 */
export interface StorageUsageView {
  usagePercentage: number;
  usedFormatted: string;
  quotaFormatted: string;
}

export function StorageUsage({ usage }: { usage: StorageUsageView | null }) {
  const percent = clampPercent(usage?.usagePercentage ?? 0);
  const used = usage?.usedFormatted ?? formatBytes(0);
  const quota = usage?.quotaFormatted || formatBytes(DEFAULT_STORAGE_QUOTA_BYTES);

  return (
    <SectionCard icon={LuHardDrive} title="Storage usage" description="Originals and optimised versions of your photos.">
      <Progress.Root value={percent} max={100} size="lg" colorPalette="brand" aria-label="Storage used">
        <Flex justify="space-between" align="baseline" mb="2" gap="3">
          <Text fontSize="sm">
            <Text as="span" fontWeight="600">
              {used}
            </Text>{' '}
            of {quota} used
          </Text>
          <Progress.ValueText fontSize="sm" color="fg.muted">
            {formatUsagePercent(percent)}
          </Progress.ValueText>
        </Flex>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" mt="3">
        Every photo you upload, in all its sizes, counts towards your storage.
      </Text>
    </SectionCard>
  );
}
