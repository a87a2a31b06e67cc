import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuImages, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { primaryPillStyles } from '@/components/ui/styles';
import { useAuth } from '@/lib/auth/use-auth';
import { photoStatsQueryOptions, storageUsageQueryOptions } from '@/features/photos/api/account-figures';
import { PhotoLibraryConnect } from '@/features/google-photos/components/photo-library-connect';
import { PhotoStatsPanel } from '@/features/photos/components/photo-stats-panel';
import { StorageUsage } from '@/features/photos/components/storage-usage';

/**
 * My Photos tab (spec 01 §2): statistics, storage usage, the way to the photo manager and
 * the photo-library import. Stats and usage load once the user is (spec 01 §7).
 */
export function MyPhotosTab() {
  const { user } = useAuth();
  const stats = useQuery(photoStatsQueryOptions({ enabled: user !== null }));
  const usage = useQuery(storageUsageQueryOptions({ enabled: user !== null }));
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <PhotoStatsPanel stats={stats.data ?? null} />
        <StorageUsage usage={usage.data ?? null} />
      </SimpleGrid>
      <SectionCard
        icon={LuImages}
        title="Your photos"
        description="Upload new work, organise categories and choose what is public or featured."
        actions={
          <>
            <Button asChild variant="outline" rounded="full">
              <RouterLink to="/my-photos">
                <LuImages /> Manage Photos
              </RouterLink>
            </Button>
            <Button asChild {...primaryPillStyles}>
              <RouterLink to="/my-photos?upload=true">
                <LuUpload /> Upload Photos
              </RouterLink>
            </Button>
          </>
        }
      />
      <PhotoLibraryConnect />
    </Stack>
  );
}
