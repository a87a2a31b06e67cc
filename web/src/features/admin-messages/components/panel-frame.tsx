import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { emptyAreaStyles, panelCardStyles } from '@/components/ui/styles';

/** One of the tab's two panels: a titled card. */
export function PanelFrame({ title, icon, count, children }: { title: string; icon: ReactNode; count?: number | null; children: ReactNode }) {
  return (
    <Stack {...panelCardStyles} as="section" aria-label={title} p={{ base: '4', md: '6' }} gap="4" minW="0">
      <Flex align="center" gap="2.5">
        <Box color="brand.600" _dark={{ color: 'brand.300' }} aria-hidden fontSize="lg">
          {icon}
        </Box>
        <Heading as="h2" size="md" flex="1" minW="0">
          {title}
        </Heading>
        {count != null && (
          <Text fontSize="sm" color="fg.muted">
            {count.toLocaleString('en-US')}
          </Text>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/** An empty list or a list that failed to load, in place of its items. */
export function ListNotice({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <Flex {...emptyAreaStyles} role={failed ? 'alert' : undefined} align="center" justify="center" textAlign="center" minH="32" p="6">
      <Text color={failed ? 'red.600' : 'fg.muted'} _dark={failed ? { color: 'red.300' } : undefined}>
        {children}
      </Text>
    </Flex>
  );
}
