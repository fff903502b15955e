import { apiText } from '@/common/i18n/api/index.ts';
import type { TErrorCode } from '@/common/schemas/api.ts';

/**
 * The one error type services throw. The error plugin maps `code` to an HTTP status, so services speak
 * the domain ("this bid is too low") and never HTTP.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: Record<string, string>;
  readonly extra?: { minimum?: number; retryAfterSeconds?: number };

  constructor(
    code: TErrorCode,
    message: string,
    options: { fields?: Record<string, string>; minimum?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    const { fields, ...extra } = options;
    this.fields = fields;
    this.extra = extra;
  }
}

export const notFound = (message = apiText.common.notFound) => new AppError('NOT_FOUND', message);
