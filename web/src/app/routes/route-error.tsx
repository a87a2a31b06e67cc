import { chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';

interface RouteErrorBoundaryProps {
  /** The page's path: another page starts without this one's error. */
  page: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering or loading its code, and shows RouteError. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.page !== this.props.page && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Last-resort error screen for errors thrown while rendering or loading a route. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;

  return (
    <Flex minH="100dvh" align="center" justify="center" px="4" pt={NAV_HEIGHT} bg="bg.subtle">
      <Stack gap="4" textAlign="center" maxW="md" align="center">
        <Heading as="h1" fontSize="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">The page could not be displayed. Please reload it; if the problem persists, try again later.</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
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
