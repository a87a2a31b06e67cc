import { Button, Text } from '@chakra-ui/react';
import { LuListChecks } from 'react-icons/lu';
import { selectedCount, type PhotoSelection } from '../utils/photo-selection';

/** "Select all N matching": every photo of the current filters, loaded or not. */
export interface SelectAllMatchingProps {
  total: number;
  disabled?: boolean;
  selection: PhotoSelection;
  onSelectAll: () => void;
}

export function SelectAllMatching({ total, disabled = false, selection, onSelectAll }: SelectAllMatchingProps) {
  const label = total.toLocaleString('en-US');
  if (selection.kind === 'matching' && selectedCount(selection) > 0) {
    const unticked = selection.except.size;
    return (
      <Text fontSize="sm" color="fg.muted" py="1.5">
        All {label} matching photos selected{unticked > 0 && `, less ${unticked.toLocaleString('en-US')} unticked`}
      </Text>
    );
  }
  return (
    <Button size="sm" variant="ghost" colorPalette="brand" rounded="full" alignSelf="flex-start" disabled={disabled} onClick={onSelectAll}>
      <LuListChecks /> Select all {label} matching
    </Button>
  );
}
