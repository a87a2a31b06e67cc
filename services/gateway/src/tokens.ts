export const PUBLIC_URL = Symbol('PUBLIC_URL');
