import { Box, Flex } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { ArrowButton } from './arrow-button';
import { categoryLabel } from '@/lib/gallery/category-text';
import { scrollStep, scrollerArrows } from '@/lib/gallery/scroller';

/** 'dark': white on transparent (over a hero or a black page); 'light': for light pages. */
export type FilterTone = 'dark' | 'light';

export interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  tone?: FilterTone;
  customLabels?: ReadonlyMap<string, string>;
  /** Centres the buttons when they all fit. */
  centered?: boolean;
  label?: string;
}

const toneStyles = {
  dark: {
    idle: { color: 'rgba(255, 255, 255, 0.85)', borderColor: 'rgba(255, 255, 255, 0.35)', bg: 'rgba(0, 0, 0, 0.15)' },
    hover: { bg: 'rgba(255, 255, 255, 0.14)', borderColor: 'rgba(255, 255, 255, 0.6)' },
    active: { color: '#0b0b0f', borderColor: '#ffffff', bg: '#ffffff' },
    arrow: { bg: 'rgba(0, 0, 0, 0.55)', color: '#ffffff' },
  },
  light: {
    idle: { color: 'var(--tpl-text, #333333)', borderColor: 'var(--tpl-border, #e5e5e5)', bg: 'transparent' },
    hover: { bg: 'var(--tpl-accent, #f5f5f5)', borderColor: 'var(--tpl-text-light, #666666)' },
    active: { color: 'var(--tpl-secondary, #ffffff)', borderColor: 'var(--tpl-primary, #000000)', bg: 'var(--tpl-primary, #000000)' },
    arrow: { bg: 'var(--tpl-background, #ffffff)', color: 'var(--tpl-text, #333333)' },
  },
} as const;

/**
 * A row of category buttons that scrolls sideways (spec 01 §2): the arrows scroll by 75% of
 * the visible width and each hides within 10 px of its end. The arrows float over the row,
 * so showing or hiding them moves nothing.
 */
export const CategoryFilter = memo(function CategoryFilter({
  categories,
  selected,
  onSelect,
  tone = 'light',
  customLabels,
  centered = false,
  label = 'Photo categories',
}: CategoryFilterProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ previous: false, next: false });
  const styles = toneStyles[tone];

  const measure = useCallback(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const next = scrollerArrows(element);
    setArrows((current) => (current.previous === next.previous && current.next === next.next ? current : next));
  }, []);

  useEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [measure, categories.length]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scrollerRef.current;
    if (!element) return;
    element.scrollBy({ left: direction * scrollStep(element.clientWidth), behavior: 'smooth' });
  };

  return (
    <Box position="relative" maxW="full">
      <Box
        ref={scrollerRef}
        role="group"
        aria-label={label}
        overflowX="auto"
        py="1"
        px="1"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        // Buttons fade out under an arrow instead of being cut off.
        style={{ maskImage: edgeFade(arrows), WebkitMaskImage: edgeFade(arrows) }}
      >
        {/* As wide as its buttons: centred by its margins while they fit, scrolled when not.
            The buttons are plain elements styled once through this row (there may be many). */}
        <Flex gap="2" w="max-content" mx={centered ? 'auto' : undefined} css={buttonRowStyles(styles)}>
          {categories.map((category) => (
            <button key={category} type="button" aria-pressed={category === selected} onClick={() => onSelect(category)}>
              {categoryLabel(category, customLabels)}
            </button>
          ))}
        </Flex>
      </Box>
      <ScrollArrow side="previous" visible={arrows.previous} onClick={() => scrollBy(-1)} colors={styles.arrow} />
      <ScrollArrow side="next" visible={arrows.next} onClick={() => scrollBy(1)} colors={styles.arrow} />
    </Box>
  );
});

type ToneStyles = (typeof toneStyles)[FilterTone];

function buttonRowStyles(styles: ToneStyles) {
  return {
    '& > button': {
      flexShrink: 0,
      px: '4',
      h: '9',
      rounded: 'full',
      borderWidth: '1px',
      fontSize: 'sm',
      fontWeight: '500',
      letterSpacing: 'wide',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: 'background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease',
      ...styles.idle,
      _hover: styles.hover,
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
    },
    '& > button[aria-pressed="true"]': { ...styles.active, _hover: styles.active },
  };
}

function edgeFade({ previous, next }: { previous: boolean; next: boolean }): string | undefined {
  if (!previous && !next) return undefined;
  const start = previous ? 'transparent 0, #000 3rem' : '#000 0';
  const end = next ? '#000 calc(100% - 3rem), transparent 100%' : '#000 100%';
  return `linear-gradient(to right, ${start}, ${end})`;
}

function ScrollArrow({
  side,
  visible,
  onClick,
  colors,
}: {
  side: 'previous' | 'next';
  visible: boolean;
  onClick: () => void;
  colors: { bg: string; color: string };
}) {
  if (!visible) return null;
  return (
    <ArrowButton
      side={side}
      inset="-1"
      boxSize="9"
      boxShadow="0 2px 10px rgba(0, 0, 0, 0.25)"
      aria-label={side === 'next' ? 'Scroll categories right' : 'Scroll categories left'}
      onClick={onClick}
      {...colors}
    />
  );
}
