import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuChartColumn } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { emptyAreaStyles, eyebrowStyles } from '@/components/ui/styles';
import { formatLastUpload } from '../utils/format';

/**
 * The photo statistics of spec 01 §3 (GET /api/photos/stats). Without data (loading or
 * failed) the panel is given `null` and says 'No photo statistics available'.
 */
export interface PhotoStatsView {
  totalPhotos: number;
  albums: number;
  categories: number;
  lastUploadDate: string | null;
  sharedPhotos: number;
  featuredPhotos: number;
}

export function PhotoStatsPanel({ stats }: { stats: PhotoStatsView | null }) {
  return (
    <SectionCard icon={LuChartColumn} title="Photo statistics" description="An overview of your library.">
      {stats ? (
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3" m="0">
          <StatTile label="Total Photos" value={stats.totalPhotos} />
          <StatTile label="Public" value={stats.sharedPhotos} />
          <StatTile label="Featured" value={stats.featuredPhotos} />
          <StatTile label="Categories" value={stats.categories} />
          <StatTile label="Albums" value={stats.albums} />
          <StatTile label="Last Upload" value={formatLastUpload(stats.lastUploadDate)} />
        </SimpleGrid>
      ) : (
        <Box {...emptyAreaStyles} px="6" py="8" textAlign="center">
          <Text color="fg.muted">No photo statistics available</Text>
        </Box>
      )}
    </SectionCard>
  );
}

export function StatTile({ label, value }: { label: string; value: number | string }) {
  return (
    <Stack gap="1" bg="bg.subtle" rounded="lg" px={{ base: '3', md: '4' }} py="3" minW="0">
      <Text as="dt" {...eyebrowStyles} letterSpacing={{ base: 'wide', md: 'wider' }}>
        {label}
      </Text>
      <Text as="dd" m="0" fontSize="xl" fontWeight="700">
        {value}
      </Text>
    </Stack>
  );
}
