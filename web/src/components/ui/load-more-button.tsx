import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LoadMoreButtonProps {
  onLoadMore: () => void;
  loading: boolean;
  children?: ReactNode;
}

/** The next page of a list, asked for by the reader: one look for every paged list, centred below it. */
export function LoadMoreButton({ onLoadMore, loading, children = 'Load more' }: LoadMoreButtonProps) {
  return (
    <Flex justify="center">
      <Button variant="outline" size="sm" rounded="full" onClick={onLoadMore} loading={loading} loadingText="Loading…">
        {children}
      </Button>
    </Flex>
  );
}
