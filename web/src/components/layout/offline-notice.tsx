import { Box, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online: online on the server and in the first render after it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Spec 02, offline notice: on every screen while the browser is offline, gone when it is back. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="toast"
      bg="ink.900"
      color="white"
      px="4"
      pt="3"
      textAlign="center"
      css={{ paddingBottom: 'max(0.75rem, env(safe-area-inset-bottom))' }}
      data-testid="offline-notice"
    >
      <Text fontWeight="600">You&apos;re offline</Text>
      <Text fontSize="sm" color="whiteAlpha.900">
        Your internet connection appears to be offline. Some features may not work correctly.
      </Text>
    </Box>
  );
}
