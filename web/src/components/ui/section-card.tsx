import { Box, Circle, Flex, Heading, Icon, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { panelCardStyles } from './styles';

export interface SectionCardProps extends Omit<BoxProps, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconType;
  /** Buttons shown at the end of the header (wrapping below it when the card is narrow). */
  actions?: ReactNode;
  /** Heading level; h2 by default. */
  headingAs?: 'h2' | 'h3';
  children?: ReactNode;
}

/** A titled card section of the account pages: icon, heading, description, actions, body. */
export function SectionCard({ title, description, icon: Glyph, actions, headingAs = 'h2', children, ...rest }: SectionCardProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} {...panelCardStyles} p={{ base: '5', md: '6' }} {...rest}>
      <Flex wrap="wrap" gap="4" align="flex-start" justify="space-between">
        <Flex gap="3" align="flex-start" minW="0" flex="1 1 12rem">
          {Glyph && (
            <Circle size="10" bg="brand.subtle" color="brand.fg" flexShrink={0}>
              <Icon size="md">
                <Glyph />
              </Icon>
            </Circle>
          )}
          <Stack gap="1" minW="0">
            <Heading id={headingId} as={headingAs} fontSize={{ base: 'md', md: 'lg' }} fontWeight="600">
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
        </Flex>
        {actions && (
          <Flex gap="2" wrap="wrap" minW="0" maxW="full">
            {actions}
          </Flex>
        )}
      </Flex>
      {children && <Box mt={{ base: '4', md: '5' }}>{children}</Box>}
    </Box>
  );
}
