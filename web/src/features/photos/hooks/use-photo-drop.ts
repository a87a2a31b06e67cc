import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Makes an element take dropped files: spread `zoneProps` on it; `over` is true while files
 * are dragged over it (for an overlay). The picker stays the keyboard's way in.
 */
export function usePhotoDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: only the outermost pair counts.
  const depth = useRef(0);
  const zoneProps = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setOver(false);
      const files = [...event.dataTransfer.files];
      if (files.length > 0) onFiles(files);
    },
  };
  return { over, zoneProps };
}
