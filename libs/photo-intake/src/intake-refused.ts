/** The bytes of an intake were refused: `status` and `message` are what the producer tells its user. */
export class IntakeRefusedError extends Error {
  override readonly name = 'IntakeRefusedError';
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export const FILE_TOO_LARGE = 'File too large: the maximum file size is 25MB.';
export const OVER_QUOTA = 'This photo does not fit in your remaining storage.';
