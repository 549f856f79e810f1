/** Errors of the HTTP client: the status, and the server's messageKey / code when it sent them. */

export const ACCESS_TOKEN_EXPIRED = 'access token ist abgelaufen';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messageKey?: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never reached the server (refused locally or network failure). */
  get local(): boolean {
    return this.status === 0;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the error body is whatever the server sent
export function errorFromBody(status: number, body: any): ApiError {
  const inner = body && typeof body === 'object' ? body : {};
  const nested = inner.message && typeof inner.message === 'object' ? inner.message : {};
  const messageKey: string | undefined = inner.messageKey ?? nested.messageKey ?? inner.error?.messageKey;
  const code: string | undefined = inner.code ?? nested.code ?? inner.error?.code;
  const text: string =
    (typeof inner.message === 'string' && inner.message) ||
    (typeof nested.message === 'string' && nested.message) ||
    `HTTP ${status}`;
  return new ApiError(text, status, messageKey, code, body);
}
