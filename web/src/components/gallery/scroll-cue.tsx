import { chakra, Icon } from '@chakra-ui/react';
import { ChevronDownIcon } from '../icons/site-icons';

/** The round scroll-down link at the bottom of a hero. */
export function ScrollCue({ href = '#gallery', label = 'Scroll to the gallery' }: { href?: string; label?: string }) {
  return (
    <chakra.a
      href={href}
      aria-label={label}
      position="absolute"
      bottom={{ base: '6', md: '10' }}
      left="50%"
      transform="translateX(-50%)"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      rounded="full"
      borderWidth="1px"
      borderColor="whiteAlpha.400"
      bg="blackAlpha.300"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
    >
      <Icon size="md">
        <ChevronDownIcon />
      </Icon>
    </chakra.a>
  );
}
