import type { Photo } from '@lumafolio/contracts';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuDownload } from 'react-icons/lu';
import { photoDownloadOptions } from '../api/photo-download';

export interface PhotoDownloadMenuProps {
  photo: Pick<Photo, 'id' | 'width' | 'height'>;
}

/**
 * "Download": the photo's original file, or a JPEG for print at its full size or a smaller
 * long edge. Each item is a link the browser downloads (same origin: the session goes with it),
 * so the page stays and the file is never held in memory.
 */
export function PhotoDownloadMenu({ photo }: PhotoDownloadMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" rounded="full">
          <LuDownload /> Download <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {photoDownloadOptions(photo).map((option) => (
              <Menu.Item key={option.value} value={option.value} asChild>
                <a href={option.href} download>
                  {option.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
