import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/site-icons';

export interface ArrowButtonProps extends Omit<HTMLChakraProps<'button'>, 'children' | 'left' | 'right'> {
  side: 'previous' | 'next';
  /** Distance from the container's left (previous) or right (next) edge. */
  inset: HTMLChakraProps<'button'>['right'];
}

/** Translucent dark disc on photos (slideshow, lightbox). */
export const onPhotoArrowStyle = {
  bg: 'rgba(0, 0, 0, 0.45)',
  color: 'white',
  _hover: { bg: 'rgba(0, 0, 0, 0.7)' },
} as const;

/** A round previous/next button centred vertically on the edge of its container. */
export function ArrowButton({ side, inset, ...style }: ArrowButtonProps) {
  return (
    <chakra.button
      type="button"
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'next' ? { right: inset } : { left: inset })}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
      {...style}
    >
      {side === 'next' ? <ChevronRightIcon aria-hidden /> : <ChevronLeftIcon aria-hidden />}
    </chakra.button>
  );
}
