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
