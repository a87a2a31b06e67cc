/**
 * Where each card of a masonry grid goes: every card (its height from its photo's aspect
 * ratio) takes the shortest column so far. A card's place depends only on the cards before
 * it, so the cards of a page never move when the next page comes.
 */
export interface MasonryLayout {
  /** Left edge, top edge and height of each card (px), in the cards' order. */
  left: number[];
  top: number[];
  height: number[];
  columnWidth: number;
  /** The grid's whole height. */
  total: number;
}

/** `ratios`: each card's height / width. */
export function masonryLayout(ratios: readonly number[], columns: number, width: number, gap: number): MasonryLayout {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - gap * (count - 1)) / count);
  const bottoms = new Array<number>(count).fill(0);
  const left: number[] = [];
  const top: number[] = [];
  const height: number[] = [];
  for (const ratio of ratios) {
    let column = 0;
    for (let candidate = 1; candidate < count; candidate += 1) if ((bottoms[candidate] as number) < (bottoms[column] as number) - 0.5) column = candidate;
    const cardHeight = columnWidth * ratio;
    left.push(column * (columnWidth + gap));
    top.push(bottoms[column] as number);
    height.push(cardHeight);
    bottoms[column] = (bottoms[column] as number) + cardHeight + gap;
  }
  return { left, top, height, columnWidth, total: ratios.length === 0 ? 0 : Math.max(...bottoms) - gap };
}

/** The cards that overlap `from`…`to` (px from the grid's top), in order. */
export function cardsWithin(layout: MasonryLayout, from: number, to: number): number[] {
  const shown: number[] = [];
  for (let index = 0; index < layout.top.length; index += 1) {
    const top = layout.top[index] as number;
    if (top < to && top + (layout.height[index] as number) > from) shown.push(index);
  }
  return shown;
}
