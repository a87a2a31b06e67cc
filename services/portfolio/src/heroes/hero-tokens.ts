/** The hero banners' settings (the portfolio queue's worker reads them). */
export const HERO_CONFIG = Symbol('HERO_CONFIG');
