import { Box, Container, Flex, HStack, Icon, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LogInIcon, LogOutIcon, XIcon } from '../icons/site-icons';
import { brand } from '@/lib/config';
import { menuDisplayName, menuEmailLine, navAvatarInitial } from '@/lib/user-display';
import { NAV_HEIGHT } from './layout-constants';
import { NavItemLink, signInNavItem, signInNavItemAt, signOutNavItem, type NavItem, type NavUser } from './nav-links';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { outlinePillStyles, primaryPillStyles, wordmarkStyles } from '../ui/styles';
import { UserAvatar } from '../ui/user-avatar';
import { trapTab } from '@/lib/focus-trap';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Element that gets focus back when the menu closes (the menu toggle). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The signed-in user (header with name and masked e-mail, Sign Out), or null (Sign In). */
  user: NavUser | null;
  /** The same links as the desktop bar. */
  items: readonly NavItem[];
  onSignOut?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The signed-in screens' theme switch (see NavBar). */
  themeSwitch?: (placement: 'bar' | 'menu') => ReactNode;
}

/**
 * Full-screen overlay menu for viewports below 768 px. Closes on any link tap, on Escape
 * and (through its parent) on route change; locks body scrolling while open.
 */
export function MobileMenu({ open, onClose, returnFocusRef, user, items, onSignOut, themeSwitch }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key === 'Tab') trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    const returnTo = returnFocusRef.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Hand focus back to the toggle unless a link already moved it elsewhere.
      if (returnTo && (document.activeElement === document.body || document.activeElement === null)) {
        returnTo.focus({ preventScroll: true });
      }
    };
  }, [open, onClose, returnFocusRef]);

  if (!open) return null;

  return (
    <Box
      ref={panelRef}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="ink.900"
      color="white"
      hideFrom="md"
      overflowY="auto"
      overscrollBehavior="contain"
      animationName="fade-in"
      animationDuration="fast"
      css={{ paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <Container px="4" minH="100%" display="flex" flexDirection="column">
        <Flex h={NAV_HEIGHT} align="center" justify="space-between" flexShrink={0}>
          <Text {...wordmarkStyles} fontSize="md">
            {brand.name}
          </Text>
          <IconButton ref={closeRef} variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close menu" onClick={onClose}>
            <XIcon />
          </IconButton>
        </Flex>

        {user && (
          <HStack gap="3" pt="4" pb="2" borderBottomWidth="1px" borderColor="whiteAlpha.200" flexShrink={0}>
            <UserAvatar size="lg" imageUrl={user.profileImageUrl} initial={navAvatarInitial(user)} />
            <Stack gap="0" minW="0">
              <Text fontWeight="600" fontSize="lg" truncate>
                {menuDisplayName(user)}
              </Text>
              <Text fontSize="sm" color="whiteAlpha.700" truncate>
                {menuEmailLine(user)}
              </Text>
            </Stack>
          </HStack>
        )}

        <chakra.nav aria-label="Mobile" flex="1" display="flex" flexDirection="column" justifyContent="center" py="10">
          <Stack as="ul" listStyleType="none" gap="2" m="0" p="0" textAlign="center">
            {items.map((item) => (
              <li key={item.label}>
                <NavItemLink
                  item={item}
                  onClick={onClose}
                  display="block"
                  py="3"
                  fontSize="2xl"
                  fontWeight="600"
                  letterSpacing="wider"
                  color="whiteAlpha.900"
                  rounded="md"
                  _hover={{ color: 'brand.300' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300' }}
                />
              </li>
            ))}
          </Stack>
        </chakra.nav>

        {themeSwitch && (
          <Box pb="6" flexShrink={0}>
            {themeSwitch('menu')}
          </Box>
        )}

        <Box pb="10" flexShrink={0}>
          <NavItemLink
            item={user ? signOutNavItem : signInNavItemAt(location)}
            onClick={(event) => {
              onClose();
              if (user) onSignOut?.(event);
            }}
            display="flex"
            alignItems="center"
            justifyContent="center"
            gap="2"
            h="12"
            w="full"
            {...(user ? outlinePillStyles : primaryPillStyles)}
            letterSpacing="wide"
            _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' }}
          >
            <Icon size="sm">{user ? <LogOutIcon /> : <LogInIcon />}</Icon>
            {user ? signOutNavItem.label : signInNavItem.label}
          </NavItemLink>
        </Box>
      </Container>
    </Box>
  );
}
