import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { surfaceCardStyles } from '@/components/ui/styles';

/** One figure of the tab's summary: its label, its value, and a caption. */
export function SummaryCard({ label, value, caption, tone }: { label: string; value: ReactNode; caption?: ReactNode; tone?: 'good' | 'bad' }) {
  const color =
    tone === 'good' ? { color: 'green.700', _dark: { color: 'green.300' } } : tone === 'bad' ? { color: 'red.700', _dark: { color: 'red.300' } } : {};
  return (
    <Stack {...surfaceCardStyles} as="article" aria-label={label} rounded="xl" p="4" gap="1" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="700" overflowWrap="anywhere" {...color}>
        {value}
      </Text>
      {caption && (
        <Text fontSize="xs" color="fg.muted">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
