/** Height of the fixed navigation bar; pages that do not start with a hero pad by this much. */
export const NAV_HEIGHT = { base: '64px', md: '72px' } as const;

/** A top padding of the navigation bar's height plus `extra`, at each of the bar's heights. */
export function belowNavBar(extra: string): { base: string; md: string } {
  return { base: `calc(${NAV_HEIGHT.base} + ${extra})`, md: `calc(${NAV_HEIGHT.md} + ${extra})` };
}
