/**
 * Serialises moving the default and deleting a banner, across replicas: the repository's
 * conditional writes are atomic on MongoDB, but FerretDB evaluates a filter and writes in
 * two steps, so a banner made the default could be deleted at the same moment.
 */
export const HERO_DEFAULT_LOCK = Symbol('HERO_DEFAULT_LOCK');
