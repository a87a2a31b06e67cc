import type { SystemStyleObject } from '@chakra-ui/react';

/** The brand's primary call to action: a gold pill with dark text. */
export const primaryPillStyles = {
  rounded: 'full',
  bg: 'brand.300',
  color: 'ink.900',
  fontWeight: '600',
  _hover: { bg: 'brand.200' },
} satisfies SystemStyleObject;

/** The brand name as a wordmark (navigation bar, mobile menu). */
export const wordmarkStyles = {
  fontWeight: '700',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
} satisfies SystemStyleObject;

/** A bordered card on the page background. */
export const surfaceCardStyles = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
} satisfies SystemStyleObject;

/** A secondary pill on a dark surface (e.g. Sign Out in the navigation bar). */
export const outlinePillStyles = {
  rounded: 'full',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.400',
  color: 'white',
  fontWeight: '600',
  _hover: { bg: 'whiteAlpha.200', borderColor: 'whiteAlpha.600' },
} satisfies SystemStyleObject;

/** A raised panel (account page cards): the surface card, rounded, with a soft shadow. */
export const panelCardStyles = {
  ...surfaceCardStyles,
  rounded: 'xl',
  boxShadow: '0 12px 32px -24px rgba(15, 15, 30, 0.35)',
} satisfies SystemStyleObject;

/** Small uppercase label above a heading or a value. */
export const eyebrowStyles = {
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: 'fg.muted',
} satisfies SystemStyleObject;

/** An inset, dashed area for empty content (lists without items yet). */
export const emptyAreaStyles = {
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.emphasized',
  rounded: 'lg',
  bg: 'bg.subtle',
} satisfies SystemStyleObject;
