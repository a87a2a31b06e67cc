import { Badge, Box, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { APPEAL_RATING_MAX, TOP_RECOMMENDATIONS, type AiRecommendationsResponse, type BannerAnalysis } from '@lumafolio/contracts';
import { panelCardStyles } from '@/components/ui/styles';
import { PaletteSwatches } from './palette-swatches';

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="600" color="fg.muted" textTransform="uppercase" letterSpacing="0.08em">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

function BannerAnalysisCard({ entry }: { entry: BannerAnalysis }) {
  return (
    <Stack as="article" aria-label={`Analysis of ${entry.name}`} {...panelCardStyles} p="4" gap="3">
      <HStack justify="space-between" align="start" gap="2">
        <Text fontWeight="600" minW="0">
          {entry.name}
        </Text>
        <Badge colorPalette="purple" variant="subtle" flexShrink={0}>
          {entry.appealRating}/{APPEAL_RATING_MAX}
        </Badge>
      </HStack>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <Field label="Visual style">{entry.visualStyle}</Field>
        <Field label="Mood">{entry.mood}</Field>
        <Field label="Photography type">{entry.photographyType}</Field>
        <Field label="Appeal rating">
          {entry.appealRating} out of {APPEAL_RATING_MAX}
        </Field>
      </Grid>
      <Field label="Colour palette">
        <PaletteSwatches colors={entry.colorPalette} label={`Analysed colours of ${entry.name}`} />
      </Field>
      <Field label="Target audience">
        <HStack as="ul" gap="1.5" flexWrap="wrap" listStyleType="none" mt="1">
          {entry.targetAudience.map((audience) => (
            <Badge as="li" key={audience} variant="outline">
              {audience}
            </Badge>
          ))}
        </HStack>
      </Field>
    </Stack>
  );
}

/** "Analyze Hero Banners" answered (spec 02 §2): insights, the top 3 recommendations, a rotation, each banner's analysis. */
export function AnalysisResults({ answer, names }: { answer: AiRecommendationsResponse; names: ReadonlyMap<string, string> }) {
  return (
    <Stack gap="5" data-testid="analysis-results">
      <Stack as="section" aria-labelledby="insights-heading" gap="2">
        <Heading as="h4" size="sm" id="insights-heading">
          Insights
        </Heading>
        <List.Root gap="1.5" ps="5" fontSize="sm">
          {answer.insights.map((insight) => (
            <List.Item key={insight}>{insight}</List.Item>
          ))}
        </List.Root>
        {answer.pendingBanners.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Still being measured, so not included yet: {answer.pendingBanners.join(', ')}.
          </Text>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="recommendations-heading" gap="2">
        <Heading as="h4" size="sm" id="recommendations-heading">
          Top recommendations
        </Heading>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
          {answer.recommendations.slice(0, TOP_RECOMMENDATIONS).map((recommendation) => (
            <Stack key={recommendation.userType} as="article" aria-label={recommendation.userType} {...panelCardStyles} p="4" gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="600">{recommendation.userType}</Text>
                <Badge colorPalette="green" variant="subtle" flexShrink={0}>
                  {percent(recommendation.confidence)} confidence
                </Badge>
              </HStack>
              {names.has(recommendation.heroId) && (
                <Text fontSize="xs" color="fg.muted">
                  Banner: {names.get(recommendation.heroId)}
                </Text>
              )}
              <Text fontSize="sm">{recommendation.reason}</Text>
            </Stack>
          ))}
        </Grid>
      </Stack>

      <Stack as="section" aria-labelledby="rotation-heading" gap="2" {...panelCardStyles} p="4">
        <Heading as="h4" size="sm" id="rotation-heading">
          Suggested rotation
        </Heading>
        <Field label="Schedule">{answer.suggestedRotation.schedule}</Field>
        <Field label="Reasoning">{answer.suggestedRotation.reasoning}</Field>
      </Stack>

      <Stack as="section" aria-labelledby="banner-analysis-heading" gap="2">
        <Heading as="h4" size="sm" id="banner-analysis-heading">
          Banner analysis
        </Heading>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          {answer.analysis.map((entry) => (
            <BannerAnalysisCard key={entry.heroId} entry={entry} />
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
