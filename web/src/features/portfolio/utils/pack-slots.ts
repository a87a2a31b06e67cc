import type { GridSlot } from './monochrome-white-slots';

/** Where one tile of the monochrome-white grid sits (0-based cells) and how many it covers. */
export interface PlacedSlot<T> extends GridSlot<T> {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
}

type Segment<T> = { kind: 'double'; slot: GridSlot<T>; extra: number } | { kind: 'singles'; slots: GridSlot<T>[]; extra: number };

/** Removes and returns up to `count` single slots from the queue, nearest first. */
function takeSingles<T>(queue: GridSlot<T>[], count: number): GridSlot<T>[] {
  const taken: GridSlot<T>[] = [];
  for (let i = 0; i < queue.length && taken.length < count;) {
    if (queue[i]?.size === 'single') taken.push(...queue.splice(i, 1));
    else i += 1;
  }
  return taken;
}

/** Columns left over in a band go to its segments, the last ones first. */
function spread<T>(segments: Segment<T>[], columns: number): void {
  for (let i = 0; i < columns; i += 1) {
    const segment = segments[segments.length - 1 - (i % segments.length)];
    if (segment) segment.extra += 1;
  }
}

/** The next band of two rows: double tiles take 2 × 2 cells, single tiles stack two to a column. */
function nextBand<T>(queue: GridSlot<T>[], columns: number): Segment<T>[] {
  const segments: Segment<T>[] = [];
  let free = columns;
  while (free > 0 && queue.length > 0) {
    const head = queue[0] as GridSlot<T>;
    if (head.size === 'double' && free >= 2) {
      segments.push({ kind: 'double', slot: queue.shift() as GridSlot<T>, extra: 0 });
      free -= 2;
      continue;
    }
    // Singles in a row (or, before a double that no longer fits, the next singles).
    let run = head.size === 'single' ? [] : takeSingles(queue, 2);
    while (head.size === 'single' && queue[0]?.size === 'single' && run.length < free * 2) run.push(queue.shift() as GridSlot<T>);
    // An odd run would leave a cell empty under its last tile: the next single fills it.
    if (run.length % 2 === 1) run = [...run, ...takeSingles(queue, 1)];
    if (run.length === 0) break;
    segments.push({ kind: 'singles', slots: run, extra: 0 });
    free -= Math.ceil(run.length / 2);
  }
  spread(segments, free);
  return segments;
}

/** Single tiles side by side on one row, the columns shared out (the last ones get what is left). */
function placeRow<T>(slots: readonly GridSlot<T>[], row: number, columns: number): PlacedSlot<T>[] {
  const width = Math.floor(columns / slots.length);
  const wider = columns % slots.length;
  let column = 0;
  return slots.map((slot, index) => {
    const columnSpan = width + (index >= slots.length - wider ? 1 : 0);
    const placed = { ...slot, row, column, rowSpan: 1, columnSpan };
    column += columnSpan;
    return placed;
  });
}

/** A band's segments side by side: doubles on 2 × 2 cells, singles two to a column. */
function placeBand<T>(segments: readonly Segment<T>[], row: number): PlacedSlot<T>[] {
  const placed: PlacedSlot<T>[] = [];
  let column = 0;
  for (const segment of segments) {
    if (segment.kind === 'double') {
      placed.push({ ...segment.slot, row, column, rowSpan: 2, columnSpan: 2 + segment.extra });
      column += 2 + segment.extra;
      continue;
    }
    const stacks = Math.ceil(segment.slots.length / 2);
    const top = segment.slots.slice(0, stacks);
    const bottom = segment.slots.slice(stacks);
    top.forEach((slot, index) => {
      const columnSpan = 1 + (index === stacks - 1 ? segment.extra : 0);
      const below = bottom[index];
      placed.push({ ...slot, row, column: column + index, rowSpan: below ? 1 : 2, columnSpan });
      if (below) placed.push({ ...below, row: row + 1, column: column + index, rowSpan: 1, columnSpan });
    });
    column += stacks + segment.extra;
  }
  return placed;
}

/**
 * Places the slots of the monochrome-white grid on `columns` columns so that no cell stays
 * empty: rows go in bands of two, where a featured photo's double tile takes 2 × 2 cells
 * and single tiles stack two to a column. A single left alone in its column spans both
 * rows; columns a band cannot fill (the end of the photos, a double that does not fit)
 * widen its tiles; a band of no more singles than columns is one row. Slots keep their
 * order as far as the bands allow; the result is in reading order.
 */
export function packSlots<T>(slots: readonly GridSlot<T>[], columns: number): PlacedSlot<T>[] {
  const queue = [...slots];
  const placed: PlacedSlot<T>[] = [];
  let row = 0;
  while (queue.length > 0) {
    const band = nextBand(queue, columns);
    const singles = band.flatMap((segment) => (segment.kind === 'singles' ? segment.slots : []));
    if (band.every((segment) => segment.kind === 'singles') && singles.length <= columns) {
      placed.push(...placeRow(singles, row, columns));
      row += 1;
      continue;
    }
    placed.push(...placeBand(band, row));
    row += 2;
  }
  return placed.sort((a, b) => a.row - b.row || a.column - b.column);
}
