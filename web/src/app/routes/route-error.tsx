import { chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
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
        <chakra.button
          type="button"
          onClick={() => window.location.reload()}
          rounded="full"
          px="6"
          h="10"
          fontWeight="600"
          bg="ink.900"
          color="white"
          cursor="pointer"
          _hover={{ bg: 'ink.700' }}
        >
          Reload page
        </chakra.button>
      </Stack>
    </Flex>
  );
}
