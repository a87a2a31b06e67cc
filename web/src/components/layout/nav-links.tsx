import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isPublicPortfolioPath } from '@/lib/auth/public-portfolio-path';
import type { NavItem } from './nav-items';

export * from './nav-items';

/** Paths whose page carries the #gallery / #about / #contact sections (and every portfolio). */
const SECTION_PAGES = new Set(['/', '/landing']);
const hasSections = (pathname: string) => SECTION_PAGES.has(pathname) || isPublicPortfolioPath(pathname);

type NavItemLinkProps = Omit<HTMLChakraProps<'a'>, 'href' | 'children'> & {
  item: NavItem;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/**
 * Renders a NavItem with the right kind of link: a plain in-page anchor when the sections
 * are on the current page (else a router link to the home page with that hash), a router
 * link for routes, and a plain `<a>` for gateway paths so the browser does a full-page load.
 */
export function NavItemLink({ item, children, ...rest }: NavItemLinkProps) {
  const { pathname } = useLocation();
  const content = children ?? item.label;

  if (item.kind === 'document') {
    return (
      <chakra.a href={item.href} {...rest}>
        {content}
      </chakra.a>
    );
  }
  if (item.kind === 'anchor' && hasSections(pathname)) {
    return (
      <chakra.a href={item.hash} {...rest}>
        {content}
      </chakra.a>
    );
  }
  const to = item.kind === 'anchor' ? `/${item.hash}` : item.to;
  return (
    <chakra.a asChild {...rest}>
      <RouterLink to={to}>{content}</RouterLink>
    </chakra.a>
  );
}
