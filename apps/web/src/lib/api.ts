import { notifications } from '@mantine/notifications';
import { MESSAGES, userRoutes } from '@crm/contracts';
import { readSession, storedSessionExpired } from './session';
import { sessionExpired } from './sessionExpiry';
import { TWO_FACTOR_SETUP_PAGE } from './links';
import { failureMessage, reportedText, TOAST_COLORS } from './toastText';

/** A failed API call: HTTP status, the server's error code and human message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a 401 means the browser's session ran out (spec 000 §8): the call carried its token (expired
 * or revoked), or went without one because the stored session had expired; a wrong password at sign-in
 * is no expiry.
 */
const sessionRanOut = (path: string, token: string | undefined) =>
  !!token || (path !== userRoutes.signIn.path && storedSessionExpired());

async function request(method: string, path: string, body?: unknown): Promise<Response> {
  const token = readSession()?.token;
  const res = await fetch(`/api${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (res.ok) return res;
  const err = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  if (res.status === 401 && sessionRanOut(path, token)) sessionExpired();
  if (
    err.error === 'TWO_FACTOR_SETUP_REQUIRED' &&
    window.location.pathname !== TWO_FACTOR_SETUP_PAGE
  )
    window.location.assign(TWO_FACTOR_SETUP_PAGE);
  throw new ApiError(res.status, err.error ?? 'ERROR', failureMessage(err));
}

/** Calls the API and returns the `data` of `{data}`; throws ApiError on any non-2xx answer. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request(method, path, body);
  return ((await res.json()) as { data: T }).data;
}

/** Sends `body` (POST unless `method` says) and saves the answer as a file with the server's timestamped name; toasts 'Download Completed'. */
export async function apiDownload(path: string, body: unknown, method = 'POST'): Promise<void> {
  try {
    const res = await request(method, path, body);
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
      'download.csv';
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    notifications.show({ color: TOAST_COLORS.success, message: MESSAGES.downloadCompleted });
  } catch {
    notifications.show({ color: TOAST_COLORS.failure, message: MESSAGES.downloadFailed });
  }
}

/**
 * The spec's generic failure toast text (000 §8): the answer's message or its error code in words
 * (ApiError, see failureMessage), else the error's message, else `fallback` ('Something went wrong!').
 */
export const errorText = (e: unknown, fallback: string = MESSAGES.genericError) =>
  e instanceof ApiError && e.code === 'ERROR' && e.message === MESSAGES.genericError
    ? fallback
    : e instanceof Error && e.message
      ? e.message
      : fallback;

/** A failure's toast text: a 403's refusal as the server words it, any other failure as `fallback` (a spec catalogue text). */
export const failureText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status === 403 ? e.message : fallback;

/** Shows a success toast (default text 'Operation completed successfully'). */
export const toastSuccess = (message: string = MESSAGES.defaultSuccess) =>
  notifications.show({ color: TOAST_COLORS.success, message });
/**
 * Shows a failure toast with `message` ('BETA only - ' first on a beta build, spec 000 §8); the same text
 * twice at once shows once (the global 403 toast and a form's own).
 */
export const toastFailure = (message: string) =>
  notifications.show({
    id: `error:${message}`,
    color: TOAST_COLORS.failure,
    message: reportedText(message),
  });
/** Shows the generic failure toast for an error. */
export const toastError = (e: unknown) => toastFailure(errorText(e));
