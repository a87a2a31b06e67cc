import { chakra, Flex } from '@chakra-ui/react';
import { GlobeIcon, InstagramIcon, MailIcon, TwitterIcon, type SiteIcon } from '../icons/site-icons';
import { socialLinkUrl, type SocialNetwork } from '../../lib/social-links';

export interface SocialProfile {
  instagram?: string | null;
  twitter?: string | null;
  website?: string | null;
}

interface SocialEntry {
  label: string;
  icon: SiteIcon;
  href: string | null;
  external: boolean;
}

const NETWORKS: ReadonlyArray<{ network: SocialNetwork; label: string; icon: SiteIcon }> = [
  { network: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { network: 'twitter', label: 'Twitter', icon: TwitterIcon },
  { network: 'website', label: 'Website', icon: GlobeIcon },
];

export interface SocialLinksProps {
  profile?: SocialProfile | null;
  /** The fourth icon: e-mail, pointing at the page's contact form. */
  contactHref?: string;
  tone?: 'light' | 'dark';
  size?: 'sm' | 'md';
}

/**
 * The four social icon links (spec 01 §2): Instagram, Twitter, website and e-mail. A network
 * the person has not filled in keeps its icon with an empty target (shown dimmed, not
 * focusable); the others open in a new tab. Values are turned into URLs by socialLinkUrl,
 * which never returns another scheme than http(s).
 */
export function SocialLinks({ profile, contactHref = '#contact', tone = 'dark', size = 'md' }: SocialLinksProps) {
  const entries: SocialEntry[] = [
    ...NETWORKS.map(({ network, label, icon }) => ({ label, icon, href: socialLinkUrl(network, profile?.[network]), external: true })),
    { label: 'Email', icon: MailIcon, href: contactHref, external: false },
  ];
  const box = size === 'sm' ? '9' : '11';

  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="social-links">
      {entries.map(({ label, icon: Glyph, href, external }) => (
        <li key={label}>
          <chakra.a
            href={href ?? undefined}
            aria-label={href ? label : `${label} (not linked)`}
            aria-disabled={href ? undefined : 'true'}
            title={href ? label : `${label}: not linked yet`}
            {...(href && external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize={box}
            rounded="full"
            borderWidth="1px"
            fontSize={size === 'sm' ? 'md' : 'lg'}
            borderColor={tone === 'dark' ? 'whiteAlpha.300' : 'var(--tpl-border, #e5e5e5)'}
            color={tone === 'dark' ? 'white' : 'var(--tpl-text, #333333)'}
            opacity={href ? 1 : 0.4}
            cursor={href ? 'pointer' : 'default'}
            transition="background-color 0.2s ease, border-color 0.2s ease"
            _hover={href ? { bg: tone === 'dark' ? 'whiteAlpha.200' : 'var(--tpl-accent, #f5f5f5)' } : undefined}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
          >
            <Glyph aria-hidden />
          </chakra.a>
        </li>
      ))}
    </Flex>
  );
}
