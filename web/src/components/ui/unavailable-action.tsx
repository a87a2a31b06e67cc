import { Box, Button, Portal, Tooltip, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { TOOLTIP_SKIP_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '@/lib/config';

export interface UnavailableActionProps extends Omit<ButtonProps, 'disabled' | 'children'> {
  children: ReactNode;
  /** Why the action cannot be used yet, e.g. 'Coming soon'. Shown as a tooltip and read out. */
  reason: string;
}

/**
 * A button for an action that is not available yet: shown (so the layout is the real one)
 * but disabled, with the reason as a tooltip on hover and focus and as its description
 * for screen readers. The wrapper takes focus because a disabled button cannot.
 */
export function UnavailableAction({ children, reason, ...buttonProps }: UnavailableActionProps) {
  const reasonId = useId();
  return (
    <Tooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-flex" tabIndex={0} rounded="l2" cursor="not-allowed" aria-describedby={reasonId}>
          <Button disabled pointerEvents="none" {...buttonProps}>
            {children}
          </Button>
          <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
