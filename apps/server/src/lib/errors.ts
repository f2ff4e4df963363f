/** Errors services throw; transports map them (REST status codes, GraphQL errors/payloads). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
    readonly field?: string,
    /**
     * A business rule refused a well-formed request (GitLab's service errors): GraphQL mutations
     * answer it in the payload's `errors` instead of as a top-level error.
     */
    readonly refusal = false,
  ) {
    super(message);
  }

  /** Every failure when one check found several (GitLab's `errors` lists); the first is `message`. */
  messages: readonly string[] = [this.message];
}

export const notFound = (what = '404 Not Found') => new AppError(404, what);
export const forbidden = (what = '403 Forbidden') => new AppError(403, what);
export const unauthorized = () => new AppError(401, '401 Unauthorized');
export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const conflict = (message: string) => new AppError(409, message);
/** GitLab's `file_too_large!`. */
export const fileTooLarge = () => new AppError(413, '413 Request Entity Too Large');
export const unprocessable = (message: string, field?: string) => new AppError(422, message, field);
/** GitLab's answer to an action over its application rate limit. */
export const RATE_LIMITED_MESSAGE =
  'This endpoint has been requested too many times. Try again later.';

/** Over a rate limit: REST 429 with `Retry-After`, GraphQL a top-level error (auth/rate-limit.ts). */
export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RATE_LIMITED_MESSAGE);
  }
}

/** A rule refused the write (hierarchy, duplicate link, stale lock_version, ...). */
export const refused = (status: 400 | 404 | 409 | 422, message: string) =>
  new AppError(status, message, undefined, true);
