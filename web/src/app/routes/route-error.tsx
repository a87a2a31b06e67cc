import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NAV_HEIGHT } from '../../components/layout/layout-constants';

/** Last-resort error screen for errors thrown while rendering or loading a route. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <Flex minH="100dvh" align="center" justify="center" px="4" pt={NAV_HEIGHT} bg="bg.subtle">
      <Stack gap="4" textAlign="center" maxW="md" align="center">
        <Heading as="h1" fontSize="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          The page could not be displayed. Please reload it; if the problem persists, try again later.
        </Text>
        {detail && (
          <Text fontSize="sm" color="fg.subtle" wordBreak="break-word">
            {detail}
          </Text>
        )}
        <Button rounded="full" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Flex>
  );
}
