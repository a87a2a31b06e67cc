import { Flex, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/format-date-time';
import type { CompatibilityReport } from '../utils/compatibility-report';
import { countedResults, scoreColor, type ScoreColor } from '../utils/score';

/** Text colours with 4.5:1 contrast on the panel, light and dark. */
const COLORS: Record<ScoreColor, { base: string; _dark: string }> = {
  green: { base: 'green.700', _dark: 'green.300' },
  yellow: { base: 'yellow.700', _dark: 'yellow.300' },
  red: { base: 'red.600', _dark: 'red.300' },
};

/** The score in its colour (green, yellow or red), how many passed and when it ran. */
export function ScoreSummary({ report }: { report: CompatibilityReport }) {
  const color = scoreColor(report.score);
  const counted = countedResults(report.results);
  const passed = counted.filter((result) => result.passed).length;
  const notReported = report.results.length - counted.length;
  return (
    <Flex align="center" gap="4" wrap="wrap" data-testid="compatibility-score" data-score-color={color}>
      <Text fontSize="4xl" fontWeight="800" lineHeight="1" color={COLORS[color]}>
        {report.score}%
      </Text>
      <Stack gap="0" fontSize="sm">
        <Text fontWeight="600">
          {passed} of {counted.length} tests passed
          {notReported > 0 ? ` · ${notReported} not reported` : ''}
        </Text>
        <Text color="fg.muted">Last run {formatDateTime(report.generatedAt)}</Text>
      </Stack>
    </Flex>
  );
}
