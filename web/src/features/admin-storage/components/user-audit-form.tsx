import { Badge, Box, Button, Field, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { USER_AUDIT_REQUIRED, type AdminUserAudit } from '@lumafolio/contracts';
import { useState, type FormEvent } from 'react';
import { surfaceCardStyles } from '@/components/ui/styles';
import { useRegenerateFiles, useUserAudit } from '../hooks/use-storage-audit';
import { photosWithMissingFiles } from '../utils/missing-photos';

/** One user's folder against their photos (spec 02 §2, §5): a trimmed, non-empty user ID or username. */
export function UserAuditForm() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const audit = useUserAudit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    audit.mutate(value);
  };

  return (
    <Stack as="section" aria-labelledby="user-audit-heading" gap="3">
      <Text as="h3" id="user-audit-heading" fontWeight="600">
        User Storage Audit
      </Text>
      <form onSubmit={submit} noValidate>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Field.Root invalid={invalid} flex="1">
            <Field.Label srOnly>User ID or username</Field.Label>
            <Input
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (invalid && event.target.value.trim() !== '') setInvalid(false);
              }}
              placeholder="User ID or username"
              maxLength={100}
              rounded="full"
            />
            <Field.ErrorText>{USER_AUDIT_REQUIRED}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" rounded="full" variant="outline" loading={audit.isPending} loadingText="Auditing…">
            Run Audit
          </Button>
        </Flex>
      </form>
      {audit.data && <UserAuditResult result={audit.data} />}
    </Stack>
  );
}

function UserAuditResult({ result }: { result: AdminUserAudit }) {
  const match = result.status === 'match';
  return (
    <Stack {...surfaceCardStyles} as="article" aria-label="User audit result" rounded="xl" p="4" gap="2" aria-live="polite">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="600" overflowWrap="anywhere">
          {result.username ?? result.userId}
        </Text>
        <Badge colorPalette={match ? 'green' : 'red'}>{match ? 'match' : 'mismatch'}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        User ID {result.userId}
      </Text>
      <Text fontSize="sm">
        {count(result.databasePhotos, 'photo')} in the database · {count(result.storageFiles, 'file')} in storage
      </Text>
      <KeyList title="Missing files" keys={result.missingFiles} count={result.missingCount} />
      {result.missingCount > 0 && <MissingFileRepairs userId={result.userId} keys={result.missingFiles} />}
      <KeyList title="Orphaned files" keys={result.orphanedFiles} count={result.orphanedCount} />
    </Stack>
  );
}

/** Each photo with missing files: made again from its original, unless that is missing too. */
function MissingFileRepairs({ userId, keys }: { userId: string; keys: string[] }) {
  const regenerate = useRegenerateFiles();
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Repairs of missing files">
      {photosWithMissingFiles(keys).map((photo) => (
        <Flex as="li" key={photo.photoId} gap="2" align="center" justify="space-between" wrap="wrap" fontSize="sm">
          <Text minW="0" overflowWrap="anywhere">
            Photo{' '}
            <Text as="span" fontFamily="mono">
              {photo.photoId}
            </Text>
            : {photo.keys.length} missing
          </Text>
          {photo.originalMissing ? (
            <Text color="fg.muted">Original missing: delete this photo</Text>
          ) : (
            <Button
              size="xs"
              rounded="full"
              variant="outline"
              disabled={queued.has(photo.photoId)}
              loading={regenerate.isPending && regenerate.variables?.photoId === photo.photoId}
              onClick={() =>
                regenerate.mutate({ userId, photoId: photo.photoId }, { onSuccess: () => setQueued((current) => new Set(current).add(photo.photoId)) })
              }
            >
              {queued.has(photo.photoId) ? 'Queued' : 'Regenerate'}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}

function KeyList({ title, keys, count }: { title: string; keys: string[]; count: number }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="600">
        {title}: {count.toLocaleString('en-US')}
      </Text>
      {keys.length > 0 && (
        <List.Root fontSize="xs" fontFamily="mono" color="fg.muted" ps="4" maxH="40" overflowY="auto">
          {keys.map((key) => (
            <List.Item key={key} overflowWrap="anywhere">
              {key}
            </List.Item>
          ))}
          {count > keys.length && <List.Item>… and {(count - keys.length).toLocaleString('en-US')} more</List.Item>}
        </List.Root>
      )}
    </Box>
  );
}

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
