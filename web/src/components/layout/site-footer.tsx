import { Container, Flex, Text, chakra } from '@chakra-ui/react';
import { brand } from '../../lib/config';

export interface SiteFooterProps {
  /** Name carried by the copyright line; defaults to the domain-style product name. */
  owner?: string;
  /** 'dark' for pages that end on a dark section, 'light' otherwise. */
  tone?: 'dark' | 'light';
}

/** Page footer with the copyright line (current year). */
export function SiteFooter({ owner = brand.domain, tone = 'dark' }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const dark = tone === 'dark';
  return (
    <chakra.footer
      bg={dark ? 'ink.900' : 'bg.subtle'}
      color={dark ? 'whiteAlpha.700' : 'fg.muted'}
      borderTopWidth="1px"
      borderColor={dark ? 'whiteAlpha.100' : 'border'}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }} py="8">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="3" align="center" justify="space-between">
          <Text
            fontWeight="700"
            letterSpacing="0.2em"
            textTransform="uppercase"
            fontSize="sm"
            color={dark ? 'white' : 'fg'}
          >
            {brand.name}
          </Text>
          <Text fontSize="sm">
            © {year} {owner}. All rights reserved.
          </Text>
        </Flex>
      </Container>
    </chakra.footer>
  );
}
