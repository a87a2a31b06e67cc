import { Box, HStack, Text } from '@chakra-ui/react';

const HEX = /^#[0-9a-f]{6}$/i;

/** Colours as swatches with their hex (a colour name, as the analysis may give, as text). */
export function PaletteSwatches({ colors, label }: { colors: readonly string[]; label: string }) {
  return (
    <HStack as="ul" aria-label={label} gap="1.5" flexWrap="wrap" listStyleType="none">
      {colors.map((color) => (
        <HStack as="li" key={color} gap="1" borderWidth="1px" borderColor="border" rounded="full" pe="2" ps="0.5" py="0.5" bg="bg.subtle">
          {HEX.test(color) && <Box w="4" h="4" rounded="full" bg={color} borderWidth="1px" borderColor="border.emphasized" aria-hidden />}
          <Text fontSize="xs" fontFamily="mono" color="fg">
            {color}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
