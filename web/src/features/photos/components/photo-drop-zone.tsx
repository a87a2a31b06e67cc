import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { usePhotoDrop } from '../hooks/use-photo-drop';

/** Shown over a drop zone while files are dragged over it; the zone needs `position: relative`. */
export function DropOverlay({ label }: { label: string }) {
  return (
    <Flex
      aria-hidden
      position="absolute"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      gap="2"
      rounded="xl"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.solid"
      bg="bg.panel/90"
      color="fg"
      pointerEvents="none"
    >
      <LuImagePlus /> <Text fontWeight="600">{label}</Text>
    </Flex>
  );
}

export interface PhotoDropZoneProps extends Omit<BoxProps, 'onDrop'> {
  onFiles: (files: File[]) => void;
  /** What the overlay says while files are dragged over. */
  label: string;
  children: ReactNode;
}

/** A box that takes dropped files. */
export function PhotoDropZone({ onFiles, label, children, ...box }: PhotoDropZoneProps) {
  const { over, zoneProps } = usePhotoDrop(onFiles);
  return (
    <Box position="relative" {...box} {...zoneProps}>
      {children}
      {over && <DropOverlay label={label} />}
    </Box>
  );
}
