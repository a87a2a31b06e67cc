import { Tabs } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

export interface PageTab<T extends string> {
  value: T;
  label: string;
}

interface PageTabsProps<T extends string> {
  tabs: readonly PageTab<T>[];
  value: T;
  onSelect: (value: string) => void;
  /** A tab's content; it mounts when the tab is first opened and stays mounted. */
  content: (value: T) => ReactNode;
  /** The triggers' horizontal padding from the `md` breakpoint (more tabs, less padding). */
  triggerPaddingMd?: string;
}

/**
 * A page's tab bar (scrolls sideways on a phone, no scroll bar) and its panels. The selected
 * tab is scrolled into the bar's view, so a page opened on its eighth tab shows which one.
 */
export function PageTabs<T extends string>({ tabs, value, onSelect, content, triggerPaddingMd = '4' }: PageTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => revealSelectedTab(list.current), [value]);

  return (
    <Tabs.Root value={value} onValueChange={(details) => onSelect(details.value)} lazyMount variant="line">
      <Tabs.List
        ref={list}
        overflowX="auto"
        overflowY="hidden"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        mb={{ base: '5', md: '6' }}
      >
        {tabs.map((entry) => (
          <Tabs.Trigger
            key={entry.value}
            value={entry.value}
            flexShrink={0}
            fontWeight="600"
            colorPalette="brand"
            fontSize={{ base: 'sm', md: 'md' }}
            px={{ base: '2.5', md: triggerPaddingMd }}
          >
            {entry.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((entry) => (
        <Tabs.Content key={entry.value} value={entry.value} p="0">
          {content(entry.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function revealSelectedTab(list: HTMLElement | null): void {
  const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!list || !selected) return;
  const bar = list.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  if (tab.left < bar.left) list.scrollLeft -= bar.left - tab.left + 16;
  else if (tab.right > bar.right) list.scrollLeft += tab.right - bar.right + 16;
}
