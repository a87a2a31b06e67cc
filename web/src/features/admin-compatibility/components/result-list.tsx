import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/format-date-time';
import type { CompatibilityResult } from '../utils/compatibility-report';

const STATUS = {
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  unknown: { label: 'Not reported', palette: 'gray' },
} as const;

const statusOf = (result: CompatibilityResult) => STATUS[result.passed === null ? 'unknown' : result.passed ? 'passed' : 'failed'];

interface ResultListProps {
  results: readonly CompatibilityResult[];
  /** How many results the run has (the Overview shows only the first ones). */
  total: number;
  /** The Overview: no details or times. */
  compact?: boolean;
}

export function ResultList({ results, total, compact = false }: ResultListProps) {
  if (results.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="4">
        No results yet.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" rounded="lg" aria-label={compact ? 'First test results' : 'Test results'}>
        {results.map((result) => {
          const status = statusOf(result);
          return (
            <Flex
              as="li"
              key={result.test}
              gap="3"
              px="4"
              py="3"
              borderTopWidth="1px"
              borderColor="border"
              _first={{ borderTopWidth: '0' }}
              justify="space-between"
              align="flex-start"
              direction={{ base: 'column', sm: 'row' }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="600">{result.test}</Text>
                <Text fontSize="sm">{result.message}</Text>
                {!compact && (
                  <>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {result.details}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(result.timestamp)}
                    </Text>
                  </>
                )}
              </Stack>
              <Badge colorPalette={status.palette} variant="subtle" flexShrink={0}>
                {status.label}
              </Badge>
            </Flex>
          );
        })}
      </Box>
      {compact && total > results.length && (
        <Text fontSize="sm" color="fg.muted">
          The first {results.length} of {total} results; Test Results lists them all.
        </Text>
      )}
    </Stack>
  );
}
