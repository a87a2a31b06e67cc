import { Button, Flex, Spinner } from '@chakra-ui/react';

/** A signed-in page while its user loads: a spinner, or "Try again" when the load failed. */
export function SignedInPageLoading({ label, isError, onRetry }: { label: string; isError: boolean; onRetry: () => void }) {
  return (
    <Flex flex="1" align="center" justify="center" role="status" aria-label={label} py="24">
      {isError ? (
        <Button variant="outline" rounded="full" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        <Spinner size="lg" color="brand.500" />
      )}
    </Flex>
  );
}
