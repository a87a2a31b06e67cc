export const HERO_STORAGE = Symbol('HERO_STORAGE');
export const HERO_LOGGER = Symbol('HERO_LOGGER');
