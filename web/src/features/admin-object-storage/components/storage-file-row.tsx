import { Badge, Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatStorageSize, type StorageFile } from '@lumafolio/contracts';
import { LuExternalLink, LuFile, LuRotateCcw, LuTrash2 } from 'react-icons/lu';

export interface StorageFileRowProps {
  file: StorageFile;
  busy: boolean;
  restoring: boolean;
  onRestore: () => void;
  onDelete: () => void;
}

export const sizeText = (size: number | null) => (size === null ? 'Size calculating...' : formatStorageSize(size));
export const modifiedText = (lastModified: string | null) =>
  lastModified ? new Date(lastModified).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Unknown';

/** One file of the folder (spec 02 §2): thumbnail, key, size, date, type, and its database state or the orphan's actions. */
export function StorageFileRow({ file, busy, restoring, onRestore, onDelete }: StorageFileRowProps) {
  const image = file.type?.startsWith('image/') ?? false;
  return (
    <Flex
      as="li"
      aria-label={file.key}
      gap="3"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: '0' }}
      direction={{ base: 'column', sm: 'row' }}
    >
      <Box flexShrink={0} w="16" h="16" rounded="md" overflow="hidden" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {image ? <Image src={file.url} alt="" loading="lazy" w="full" h="full" objectFit="cover" /> : <LuFile aria-hidden />}
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
          {file.key}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {sizeText(file.size)} · {modifiedText(file.lastModified)} · {file.type ?? 'Unknown type'}
        </Text>
        {file.hasDbEntry && file.dbInfo ? (
          <HStack gap="2" wrap="wrap" fontSize="xs">
            <Badge colorPalette="green">In Database</Badge>
            <Text color="fg.muted" fontFamily="mono">
              ID: {file.dbInfo.id}
            </Text>
            <Badge variant="outline">{file.dbInfo.isPublic ? 'Public' : 'Private'}</Badge>
            {file.dbInfo.isFeatured && <Badge colorPalette="yellow">Featured</Badge>}
          </HStack>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="orange">Orphaned File</Badge>
            {!file.restorable && (
              <Text fontSize="xs" color="fg.muted">
                A resized copy: restore its original, or delete it.
              </Text>
            )}
          </HStack>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0} align="flex-start" wrap="wrap">
        {!file.hasDbEntry && file.restorable && (
          <Button
            size="xs"
            rounded="full"
            colorPalette="blue"
            onClick={onRestore}
            disabled={busy}
            loading={restoring}
            aria-label={`Restore ${file.key} to the database`}
          >
            <LuRotateCcw aria-hidden /> Restore
          </Button>
        )}
        {!file.hasDbEntry && (
          <Button size="xs" rounded="full" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={`Delete ${file.key}`}>
            <LuTrash2 aria-hidden /> Delete
          </Button>
        )}
        <Button asChild size="xs" rounded="full" variant="ghost">
          <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${file.key}`}>
            <LuExternalLink aria-hidden /> Open
          </a>
        </Button>
      </HStack>
    </Flex>
  );
}
