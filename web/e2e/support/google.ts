/** Where the e2e run's local Google listens (started by global-setup); a second working tree sets its own. */
export const FAKE_GOOGLE_PORT = Number(process.env.FAKE_GOOGLE_PORT ?? 13600);
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;
