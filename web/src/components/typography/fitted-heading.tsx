import { Box, Heading, type HeadingProps } from '@chakra-ui/react';
import { fittedFontSize } from '@/lib/text/fitted-size';

type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

/** At one breakpoint: the largest font size (a fontSizes token, e.g. '7xl') and the letter spacing in em. */
export interface FittedStep {
  fontSize: string;
  tracking: number;
}

export interface FittedHeadingProps extends Omit<HeadingProps, 'fontSize' | 'letterSpacing' | 'children' | 'css'> {
  text: string;
  steps: Partial<Record<Breakpoint, FittedStep>>;
}

/**
 * A heading in capitals (a photographer's name in a hero) that wraps only between words:
 * at each breakpoint its font size is the step's size, or smaller when the longest word
 * would not fit the line. Pure CSS (a container query unit), so the server renders it at
 * its final size.
 */
export function FittedHeading({ text, steps, ...rest }: FittedHeadingProps) {
  const entries = Object.entries(steps) as Array<[Breakpoint, FittedStep]>;
  const fontSize = Object.fromEntries(entries.map(([at, step]) => [at, fittedFontSize(text, `var(--chakra-font-sizes-${step.fontSize})`, step.tracking)]));
  const letterSpacing = Object.fromEntries(entries.map(([at, step]) => [at, `${step.tracking}em`]));
  return (
    <Box w="full" css={{ containerType: 'inline-size' }}>
      <Heading
        textTransform="uppercase"
        fontSize={fontSize}
        letterSpacing={letterSpacing}
        css={{ overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual', textWrap: 'balance' }}
        {...rest}
      >
        {text}
      </Heading>
    </Box>
  );
}
