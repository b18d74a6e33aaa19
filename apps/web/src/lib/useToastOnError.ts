import { useEffect } from 'react';
import { ApiError, toastError } from './api';

/**
 * Shows the generic failure toast once per error of a query (spec 001 §8). A 403 is left to the
 * app's global handler, which already toasts it.
 */
export function useToastOnError(error: unknown, message?: string) {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 403)) return;
    toastError(message ? new Error(message) : error);
  }, [error, message]);
}
