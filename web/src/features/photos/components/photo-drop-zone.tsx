import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { LuImagePlus } from 'react-icons/lu';

export interface PhotoDropZoneProps extends Omit<BoxProps, 'onDrop'> {
  onFiles: (files: File[]) => void;
  /** What the overlay says while files are dragged over. */
  label?: string;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Takes files dropped on it (the picker stays the keyboard's way in); an overlay shows where they land. */
export function PhotoDropZone({ onFiles, label = 'Drop photos to upload them', children, ...box }: PhotoDropZoneProps) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: only the outermost pair counts.
  const depth = useRef(0);
  return (
    <Box
      position="relative"
      {...box}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        depth.current = 0;
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over && (
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
      )}
    </Box>
  );
}
