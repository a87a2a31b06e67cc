import { Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { GlobeIcon, InstagramIcon, MailIcon, TwitterIcon, type SiteIcon } from '../icons/site-icons';
import { socialLinkUrl, type SocialNetwork } from '@/lib/social-links';

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
export const SocialLinks = memo(function SocialLinks({ profile, contactHref = '#contact', tone = 'dark', size = 'md' }: SocialLinksProps) {
  const entries: SocialEntry[] = [
    ...NETWORKS.map(({ network, label, icon }) => ({ label, icon, href: socialLinkUrl(network, profile?.[network]), external: true })),
    { label: 'Email', icon: MailIcon, href: contactHref, external: false },
  ];
  const dark = tone === 'dark';
  // Plain links styled once through the list: the footer, the hero and About each show four.
  const linkStyles = {
    '& a': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: size === 'sm' ? '9' : '11',
      rounded: 'full',
      borderWidth: '1px',
      fontSize: size === 'sm' ? 'md' : 'lg',
      borderColor: dark ? 'whiteAlpha.300' : 'var(--tpl-border, #e5e5e5)',
      color: dark ? 'white' : 'var(--tpl-text, #333333)',
      transition: 'background-color 0.2s ease',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
    },
    '& a[href]:hover': { bg: dark ? 'whiteAlpha.200' : 'var(--tpl-accent, #f5f5f5)' },
    '& a:not([href])': { opacity: 0.4, cursor: 'default' },
  };

  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="social-links" css={linkStyles}>
      {entries.map(({ label, icon: Glyph, href, external }) => (
        <li key={label}>
          <a
            href={href ?? undefined}
            // Without a target an <a> has no role, and no name or state can be given to it: it stays a (disabled) link.
            role={href ? undefined : 'link'}
            aria-label={href ? label : `${label} (not linked)`}
            aria-disabled={href ? undefined : 'true'}
            title={href ? label : `${label}: not linked yet`}
            {...(href && external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Glyph aria-hidden />
          </a>
        </li>
      ))}
    </Flex>
  );
});
