/** Turns a failed call into the text a user reads: our own text for the messageKey, else the server's catalogue text, else a fallback. */
import { ACCESS_TOKEN_EXPIRED, ApiError } from '../api/errors';
import { hasMessage, t } from '../i18n';
import { showDialog } from './dialogs';

export function errorText(error: unknown, fallbackKey = 'error.technical'): string {
  if (error instanceof ApiError) {
    if (error.message === ACCESS_TOKEN_EXPIRED) return ACCESS_TOKEN_EXPIRED;
    if (error.messageKey && hasMessage(error.messageKey)) return t(error.messageKey);
    // the server's catalogue text says what happened and why (in the user's language)
    if (error.messageKey && !error.local && error.message && error.message !== error.messageKey)
      return error.message;
    if (error.status === 403) return t('error.forbidden');
  }
  return t(fallbackKey);
}

/** Error dialog for a failed call; nothing when the failure already logged the user out. */
export function showError(error: unknown, fallbackKey?: string): Promise<boolean> {
  if (error instanceof ApiError && (error.status === 401 || error.message === ACCESS_TOKEN_EXPIRED)) {
    return Promise.resolve(false);
  }
  return showDialog({ kind: 'error', message: errorText(error, fallbackKey) });
}
