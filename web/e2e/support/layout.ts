import type { Locator } from '@playwright/test';

/**
 * Layout measurements for the e2e suites, taken from the boxes the browser laid out: what a
 * visitor would notice (text running out of its box, a word split over two lines, an element
 * hidden under another, a hole in a grid).
 */

export interface TextFit {
  /** The rendered lines, each as it reads on screen. */
  lines: string[];
  /** Words whose letters sit on more than one line (a break after a hyphen is between words). */
  brokenWords: string[];
  /** Letters drawn outside the element's content box or the viewport. */
  overflowing: string;
}

/** How an element's text is laid out, letter by letter (Range rects). */
export function textFit(element: Locator): Promise<TextFit> {
  return element.evaluate((root) => {
    const style = getComputedStyle(root);
    const box = root.getBoundingClientRect();
    const left = Math.max(box.left + parseFloat(style.paddingLeft), 0) - 1;
    const right = Math.min(box.right - parseFloat(style.paddingRight), document.documentElement.clientWidth) + 1;
    const letters: Array<{ char: string; rect: DOMRect }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) letters.push({ char: node.data[i] as string, rect });
      }
    }
    const lines: string[] = [];
    const brokenWords = new Set<string>();
    let overflowing = '';
    let word: typeof letters = [];
    // Glyph boxes of neighbouring lines overlap when the line height is below ~1.2: a letter
    // starts a new line when it sits lower by more than a third of its own height.
    const belowOf = (after: DOMRect, before: DOMRect) => after.top + after.height / 2 > before.top + before.height / 2 + before.height / 3;
    const endWord = () => {
      for (let i = 1; i < word.length; i += 1) {
        const before = word[i - 1] as (typeof letters)[number];
        const after = word[i] as (typeof letters)[number];
        if (belowOf(after.rect, before.rect) && before.char !== '-') brokenWords.add(word.map((letter) => letter.char).join(''));
      }
      word = [];
    };
    let previous: (typeof letters)[number] | undefined;
    for (const letter of letters) {
      const blank = /\s/.test(letter.char);
      if (!previous || belowOf(letter.rect, previous.rect)) lines.push('');
      if (!blank || lines[lines.length - 1] !== '') lines[lines.length - 1] += letter.char;
      if (blank) endWord();
      else {
        word.push(letter);
        if (letter.rect.width > 0 && (letter.rect.left < left || letter.rect.right > right)) overflowing += letter.char;
      }
      previous = letter;
    }
    endWord();
    return { lines: lines.map((line) => line.trim()), brokenWords: [...brokenWords], overflowing };
  });
}

/**
 * What covers an element: null when the topmost element at its centre and at four points
 * halfway to its edges (inside rounded corners) is the element itself or inside it, else a
 * short description of the element on top. The element is scrolled into view first.
 */
export async function coveredBy(element: Locator): Promise<string | null> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((target) => {
    const rect = target.getBoundingClientRect();
    const x = (share: number) => rect.left + rect.width * share;
    const y = (share: number) => rect.top + rect.height * share;
    const points = [
      [x(0.5), y(0.5)],
      [x(0.25), y(0.5)],
      [x(0.75), y(0.5)],
      [x(0.5), y(0.25)],
      [x(0.5), y(0.75)],
    ] as const;
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (top && top !== target && !target.contains(top)) {
        const label = top.getAttribute('aria-label') ?? top.getAttribute('data-testid') ?? top.textContent?.trim().slice(0, 40) ?? '';
        return `<${top.tagName.toLowerCase()}> ${label}`.trim();
      }
    }
    return null;
  });
}

export interface GridCells {
  columns: number;
  rows: number;
  /** "row,column" (0-based) of every cell no child covers. */
  empty: string[];
}

/** The cells of a CSS grid (its resolved tracks) that none of its children covers. */
export function emptyGridCells(grid: Locator): Promise<GridCells> {
  return grid.evaluate((element) => {
    const style = getComputedStyle(element);
    const tracks = (value: string) => value.split(' ').filter(Boolean).map(parseFloat);
    const columns = tracks(style.gridTemplateColumns);
    const rows = tracks(style.gridTemplateRows);
    const columnGap = parseFloat(style.columnGap) || 0;
    const rowGap = parseFloat(style.rowGap) || 0;
    const box = element.getBoundingClientRect();
    const originX = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const originY = box.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    const tiles = Array.from(element.children).map((child) => child.getBoundingClientRect());
    const empty: string[] = [];
    let y = originY;
    rows.forEach((height, row) => {
      let x = originX;
      columns.forEach((width, column) => {
        const cx = x + width / 2;
        const cy = y + height / 2;
        if (!tiles.some((tile) => cx >= tile.left && cx <= tile.right && cy >= tile.top && cy <= tile.bottom)) empty.push(`${row},${column}`);
        x += width + columnGap;
      });
      y += height + rowGap;
    });
    return { columns: columns.length, rows: rows.length, empty };
  });
}
