import { memo } from 'react';
import { Container, Flex, Text, chakra } from '@chakra-ui/react';
import { brand } from '@/lib/config';
import { SocialLinks, type SocialProfile } from '../social/social-links';

export interface SiteFooterProps {
  /** The name at the start of the footer; defaults to the product's name. */
  title?: string;
  /** Name carried by the copyright line; defaults to the domain-style product name. */
  owner?: string;
  /** 'dark' for pages that end on a dark section, 'light' otherwise. */
  tone?: 'dark' | 'light';
  /**
   * Shows the four social icon links (spec 01 §2 home footer) with these profile links;
   * null shows them with empty targets.
   */
  social?: SocialProfile | null;
}

/** Page footer with the copyright line (current year). */
export const SiteFooter = memo(function SiteFooter({ title = brand.name, owner = brand.domain, tone = 'dark', social }: SiteFooterProps) {
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
        <Flex direction={{ base: 'column', sm: 'row' }} gap="4" align="center" justify="space-between">
          <Text fontWeight="700" letterSpacing="0.2em" textTransform="uppercase" fontSize="sm" color={dark ? 'white' : 'fg'}>
            {title}
          </Text>
          {social !== undefined && <SocialLinks profile={social} tone={dark ? 'dark' : 'light'} size="sm" />}
          <Text fontSize="sm">
            © {year} {owner}. All rights reserved.
          </Text>
        </Flex>
      </Container>
    </chakra.footer>
  );
});
