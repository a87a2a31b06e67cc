import { Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { AdminHeroBanner } from '@lumafolio/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LuLightbulb, LuSparkles } from 'react-icons/lu';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { adminHeroBannersQueryOptions } from '@/lib/queries/admin-hero-banners';
import { usePagedList } from '@/lib/queries/paged';
import { useBannerAnalysis, useThemeIdeas } from '../hooks/use-banner-analysis';
import { usePaletteExtraction } from '../hooks/use-palette-extraction';
import { AnalysisResults } from './analysis-results';
import { BannerPalettes } from './banner-palettes';

/** While a palette is being extracted, the list is read again every few seconds. */
const EXTRACTING_REFETCH_MS = 3_000;

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" fontSize="sm" color="red.600" _dark={{ color: 'red.300' }}>
      {message}
    </Text>
  );
}

/** AI Insights (spec 02 §2): banner palettes, the banner analysis and theme ideas. */
export function AiInsightsTab() {
  const base = adminHeroBannersQueryOptions();
  const query = useInfiniteQuery({
    ...base,
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.items.some((banner) => !banner.colorAnalysisComplete)) ? EXTRACTING_REFETCH_MS : base.refetchInterval(q),
  });
  const banners = usePagedList<AdminHeroBanner>(query);
  const names = useMemo(() => new Map(banners.items.map((banner) => [banner.id, banner.name])), [banners.items]);
  const { extractOne, extractAll } = usePaletteExtraction();
  const analysis = useBannerAnalysis();
  const themes = useThemeIdeas();
  const noBanners = banners.items.length === 0;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading as="h2" size="lg">
          AI Insights
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          What the hero banners say about the site, measured from their images.
        </Text>
      </Box>

      <BannerPalettes
        banners={banners.items}
        loading={banners.isPending}
        extractingAll={extractAll.isPending}
        extractingId={extractOne.isPending ? (extractOne.variables?.id ?? null) : null}
        onExtractAll={() => extractAll.mutate()}
        onExtract={(banner) => extractOne.mutate(banner)}
      />

      <Stack as="section" aria-labelledby="analysis-heading" gap="4" {...panelCardStyles} p={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id="analysis-heading">
              Banner analysis
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Who each banner suits, how it rates and when to show it.
            </Text>
          </Box>
          <Button
            {...primaryPillStyles}
            flexShrink={0}
            disabled={noBanners}
            loading={analysis.loading}
            loadingText="Analyzing…"
            onClick={() => void analysis.ask()}
          >
            <LuSparkles aria-hidden /> Analyze Hero Banners
          </Button>
        </Flex>
        <Failure message={analysis.failure} />
        {analysis.data && <AnalysisResults answer={analysis.data} names={names} />}
      </Stack>

      <Stack as="section" aria-labelledby="themes-heading" gap="4" {...panelCardStyles} p={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <Box minW="0">
            <Heading as="h3" size="md" id="themes-heading">
              Theme ideas
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Banners and looks that would complement the current set.
            </Text>
          </Box>
          <Button
            variant="outline"
            rounded="full"
            flexShrink={0}
            disabled={noBanners}
            loading={themes.loading}
            loadingText="Thinking…"
            onClick={() => void themes.ask()}
          >
            <LuLightbulb aria-hidden /> Get Theme Ideas
          </Button>
        </Flex>
        <Failure message={themes.failure} />
        {themes.data && (
          <List.Root gap="2" ps="5" fontSize="sm" aria-label="Theme suggestions">
            {themes.data.suggestions.map((suggestion) => (
              <List.Item key={suggestion}>{suggestion}</List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
