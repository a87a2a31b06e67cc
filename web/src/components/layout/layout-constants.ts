/** Height of the fixed navigation bar; pages that do not start with a hero pad by this much. */
export const NAV_HEIGHT = { base: '64px', md: '72px' } as const;
