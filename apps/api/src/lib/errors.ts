import { ERRORS, type ErrorCode } from '@sigap/domain';

/** The one error type of the API: a code from the domain table, optional field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
    /** Extra answer data of the error (DIUBAH_PENGGUNA_LAIN: the current record). */
    readonly data?: unknown,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const validationError = (errors: Record<string, string>, message?: string) =>
  new AppError('VALIDATION_FAILED', message ?? ERRORS.VALIDATION_FAILED.message, errors);
