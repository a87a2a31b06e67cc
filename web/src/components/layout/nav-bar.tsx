import { Box, Container, Flex, HStack, Icon, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { LogInIcon, LogOutIcon, MenuIcon } from '../icons/site-icons';
import { Link as RouterLink, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, NAV_SCROLL_THRESHOLD_PX, brand } from '@/lib/config';
import { navAvatarInitial } from '@/lib/user-display';
import { NAV_HEIGHT } from './layout-constants';
import { NavBarStatusContext } from './nav-bar-status';
import { NavItemLink, signInNavItem, signInNavItemAt, signOutNavItem, signedInNavItems, signedOutNavItems, type NavItem, type NavUser } from './nav-links';
import { useScrolledPast } from './use-scrolled';
import { outlinePillStyles, primaryPillStyles, wordmarkStyles } from '../ui/styles';
import { UserAvatar } from '../ui/user-avatar';

export interface NavBarProps {
  /** The signed-in user, or null for the signed-out variant. */
  user: NavUser | null;
  /**
   * The links of the bar. Defaults to the site navigation: Gallery / About / Contact when
   * signed out; Portfolio, Upload Photos, Account, Admin Dashboard (admins) when signed in.
   */
  items?: readonly NavItem[];
  /** Show the round avatar linking to /account (signed in only). Default true. */
  showAvatar?: boolean;
  /** Click handler of the Sign Out link (clears the cached user before /api/logout). */
  onSignOut?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The theme switch of the signed-in screens, for the desktop bar and the phone's menu. A
   * render function, so that its code comes with those screens, not with the site pages.
   */
  themeSwitch?: (placement: 'bar' | 'menu') => ReactNode;
}

const loadMobileMenu = () => import('./mobile-menu');
/** The overlay menu loads when it is first wanted (most visits never open it). */
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const preloadMobileMenu = () => void loadMobileMenu();

/** Pages that open with a full-screen dark hero under the bar. */
const HERO_PAGES = new Set(['/', '/landing']);

const linkStyles = {
  px: { md: '2', lg: '3' },
  py: '2',
  fontSize: 'sm',
  fontWeight: '500',
  letterSpacing: 'wide',
  whiteSpace: 'nowrap',
  color: 'whiteAlpha.800',
  rounded: 'md',
  transition: 'color 0.2s ease, background-color 0.2s ease',
  _hover: { color: 'white', bg: 'whiteAlpha.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
} as const;

/** The pill at the end of the bar: Sign In (signed out) or Sign Out (signed in). */
const endPillStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  h: '10',
  fontSize: 'sm',
  letterSpacing: 'wide',
  whiteSpace: 'nowrap',
  transition: 'background-color 0.2s ease, transform 0.2s ease',
  _active: { transform: 'scale(0.98)' },
  _focusVisible: linkStyles._focusVisible,
} as const;

/** Fixed navigation bar: desktop bar from 768 px, full-screen overlay menu below. */
export function NavBar({ user, items, showAvatar = true, onSignOut, themeSwitch }: NavBarProps) {
  const links = items ?? (user ? signedInNavItems(user) : signedOutNavItems);
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const overHero = HERO_PAGES.has(location.pathname);
  const status = useContext(NavBarStatusContext);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Close the mobile menu on every route change (path, query or hash), as that render happens.
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  // Close it as well when the viewport grows to the desktop layout.
  useEffect(() => {
    if (!menuOpen) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <>
      <chakra.header
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        data-scrolled={scrolled ? '' : undefined}
        bgColor={scrolled ? 'rgba(11, 11, 15, 0.94)' : overHero ? 'transparent' : 'rgba(11, 11, 15, 0.86)'}
        // Over the dark hero the resting bar is only a soft fade, so it has no hard edge.
        bgImage={!scrolled && overHero ? 'linear-gradient(to bottom, rgba(11, 11, 15, 0.6), rgba(11, 11, 15, 0))' : 'none'}
        backgroundOrigin="border-box"
        bgRepeat="no-repeat"
        backdropFilter={scrolled || !overHero ? 'saturate(160%) blur(12px)' : 'none'}
        boxShadow={scrolled ? '0 6px 24px rgba(0, 0, 0, 0.35)' : 'none'}
        borderBottomWidth="1px"
        borderColor={scrolled ? 'whiteAlpha.100' : 'transparent'}
        transition="background-color 0.3s ease, box-shadow 0.3s ease, border-color 0.3s ease"
        color="white"
        css={{ paddingTop: 'env(safe-area-inset-top)' }}
      >
        <Container maxW="7xl" px={{ base: '4', md: '6', lg: '8' }}>
          <Flex as="nav" aria-label="Main" h={NAV_HEIGHT} align="center" justify="space-between" gap={{ base: '4', lg: '6' }}>
            <chakra.a
              asChild
              {...wordmarkStyles}
              fontSize={{ base: 'md', md: 'lg' }}
              color="white"
              whiteSpace="nowrap"
              _focusVisible={linkStyles._focusVisible}
              rounded="sm"
            >
              <RouterLink to="/" aria-label={`${brand.name} home`}>
                {brand.name}
              </RouterLink>
            </chakra.a>

            {user && status}

            <HStack as="ul" listStyleType="none" gap={{ md: '0', lg: '1' }} hideBelow="md" m="0" p="0">
              {links.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} {...linkStyles} />
                </li>
              ))}
              {user && showAvatar && (
                <Box as="li" ms="2">
                  <chakra.a asChild display="inline-flex" rounded="full" _focusVisible={linkStyles._focusVisible}>
                    <RouterLink to="/account" aria-label="My account" title="My account">
                      <UserAvatar size="sm" imageUrl={user.profileImageUrl} initial={navAvatarInitial(user)} />
                    </RouterLink>
                  </chakra.a>
                </Box>
              )}
              {themeSwitch && (
                <Box as="li" ms={{ md: '1', lg: '2' }}>
                  {themeSwitch('bar')}
                </Box>
              )}
              <Box as="li" ms={{ md: '2', lg: '3' }}>
                {user ? (
                  <NavItemLink
                    item={signOutNavItem}
                    onClick={onSignOut}
                    aria-label={signOutNavItem.label}
                    {...endPillStyles}
                    {...outlinePillStyles}
                    px={{ md: '3', lg: '4' }}
                  >
                    <Icon size="sm">
                      <LogOutIcon />
                    </Icon>
                    {/* Between 768 px and 1024 px the signed-in bar is full: the icon alone. */}
                    <Box as="span" hideBelow="lg">
                      {signOutNavItem.label}
                    </Box>
                  </NavItemLink>
                ) : (
                  <NavItemLink item={signInNavItemAt(location)} {...endPillStyles} {...primaryPillStyles}>
                    <Icon size="sm">
                      <LogInIcon />
                    </Icon>
                    {signInNavItem.label}
                  </NavItemLink>
                )}
              </Box>
            </HStack>

            <chakra.button
              ref={toggleRef}
              type="button"
              hideFrom="md"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="10"
              rounded="md"
              fontSize="xl"
              color="white"
              cursor="pointer"
              _hover={{ bg: 'whiteAlpha.200' }}
              _focusVisible={linkStyles._focusVisible}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onPointerEnter={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </chakra.button>
          </Flex>
        </Container>
      </chakra.header>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={closeMenu}
            returnFocusRef={toggleRef}
            user={user}
            items={links}
            onSignOut={onSignOut}
            themeSwitch={themeSwitch}
          />
        </Suspense>
      )}
    </>
  );
}
