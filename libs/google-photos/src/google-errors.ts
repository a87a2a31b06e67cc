/** Google refused the grant (revoked, expired, or a bad code): only connecting again helps. */
export class GoogleGrantRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Google refused the authorization (${reason})`);
    this.name = 'GoogleGrantRefusedError';
  }
}

/**
 * An answer of Google's APIs other than success. `status` is the HTTP status (0: no answer);
 * `retryAfterMs` is Google's Retry-After when it sent one.
 */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly googleStatus: string | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }

  /** Worth trying again later: rate limits, Google's own failures, no answer at all. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Google's answers for a picking session that expired or was closed: 404, or 400 FAILED_PRECONDITION. */
export function isPickerSessionGone(error: unknown): boolean {
  return error instanceof GoogleApiError && (error.status === 404 || (error.status === 400 && error.googleStatus === 'FAILED_PRECONDITION'));
}
