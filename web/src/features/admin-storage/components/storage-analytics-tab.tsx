import { Button, Flex, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { panelCardStyles } from '@/components/ui/styles';
import { useStorageAudit } from '../hooks/use-storage-audit';
import { AuditRun } from './audit-run';
import { StorageSummary } from './storage-summary';
import { UserAuditForm } from './user-audit-form';

/** Storage Analytics (spec 02 §2): the latest whole-store audit, its reports, and one user's audit. */
export function StorageAnalyticsTab() {
  const { audit, run } = useStorageAudit();
  return (
    <Stack {...panelCardStyles} as="section" aria-labelledby="storage-analytics-heading" p={{ base: '4', md: '6' }} gap={{ base: '4', md: '5' }}>
      <Stack gap="0.5">
        <Text as="h2" id="storage-analytics-heading" fontSize="lg" fontWeight="700">
          Storage Analytics
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Every photo file in storage checked against the photos in the database.
        </Text>
      </Stack>
      <AuditRun audit={audit.data} starting={run.isPending} onRun={() => run.mutate()} />
      {audit.isPending ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-hidden>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} height="24" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {audit.isError && (
            <Flex gap="3" align="center" wrap="wrap" role="alert">
              <Text color="red.700" _dark={{ color: 'red.300' }}>
                Failed to load the storage audit
              </Text>
              <Button size="xs" variant="outline" rounded="full" onClick={() => void audit.refetch()}>
                Try again
              </Button>
            </Flex>
          )}
          <StorageSummary audit={audit.data} />
        </>
      )}
      <UserAuditForm />
    </Stack>
  );
}
