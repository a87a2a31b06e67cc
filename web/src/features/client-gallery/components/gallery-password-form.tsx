import { Button, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { belowNavBar } from '@/components/layout/layout-constants';
import { serverMessage } from '@/lib/api-errors';
import { unlockClientGallery } from '../api/client-gallery';

export const inputStyles = {
  w: 'full',
  px: '3',
  py: '2',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg.panel',
  color: 'fg',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
} as const;

/** A locked gallery: its name and the password field. A wrong password is refused with the server's message. */
export function GalleryPasswordForm({ token, name, onUnlocked }: { token: string; name: string; onUnlocked: () => void }) {
  const fieldId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || pending) return;
    setPending(true);
    setError(null);
    try {
      await unlockClientGallery(token, password);
      onUnlocked();
    } catch (cause) {
      setError(serverMessage(cause, 'The gallery could not be opened. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Container maxW="md" pt={belowNavBar('3rem')} pb="16" minH="70dvh">
      <chakra.form
        onSubmit={(event) => void submit(event)}
        noValidate
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        p={{ base: '5', md: '8' }}
      >
        <Stack gap="4">
          <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }}>
            {name}
          </Heading>
          <Text color="fg.muted">This gallery is protected. Enter the password your photographer gave you.</Text>
          <Stack gap="1">
            <chakra.label htmlFor={fieldId} fontWeight="medium" fontSize="sm">
              Password
            </chakra.label>
            <chakra.input
              id={fieldId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...inputStyles}
            />
          </Stack>
          {error && (
            <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
          <Button type="submit" loading={pending} disabled={!password} colorPalette="gray" rounded="full">
            View Gallery
          </Button>
        </Stack>
      </chakra.form>
    </Container>
  );
}
