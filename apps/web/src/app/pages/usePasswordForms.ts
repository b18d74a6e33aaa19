import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, userRoutes } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { useAuthSubmit } from './useAuthSubmit';

/** A refused request's words: the server's message, else the generic error (offline, a 5xx). */
const refusal = (err: unknown) =>
  err instanceof ApiError && err.message ? err.message : MESSAGES.genericError;

/**
 * The "Forgot password?" form (issue 40 §2): the email as typed (starting with the one typed on the login
 * page, passed as the link's state) and `submit`, which asks for a reset link
 * (POST /api/user/password/forgot, email trimmed). `sent` holds the answer (the same for any address);
 * a refusal (429 with the wait, an invalid address) shows as `error`.
 */
export function useForgotPassword() {
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === 'string' ? typed : '');
  const [sent, setSent] = useState<string | null>(null);
  const { error, loading, submit } = useAuthSubmit(async () => {
    setSent((await callRoute(userRoutes.forgotPassword, { email: email.trim() })).message);
  }, refusal);
  return { email, setEmail, sent, error, loading, submit };
}

/**
 * The form of a reset or invitation link (issue 40 §2): the new password twice and `submit`, which sets
 * it with the link's `token` (POST /api/user/password/reset). Checked here first (10 characters, both the
 * same); the server also refuses easy-to-guess ones and used or expired links, shown as `error`. `done`
 * once the password is set.
 */
export function useSetPassword(token: string) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const form = useAuthSubmit(async () => {
    await callRoute(userRoutes.resetPassword, { token, password });
    setDone(true);
  }, refusal);
  const submit = (e: FormEvent) => {
    const problem =
      password.length < PASSWORD_MIN_LENGTH
        ? PASSWORD_MESSAGES.tooShort
        : password !== confirm
          ? 'The two passwords are not the same.'
          : null;
    if (!problem) return form.submit(e);
    e.preventDefault();
    form.setError(problem);
  };
  const { error, loading } = form;
  return { password, setPassword, confirm, setConfirm, error, done, loading, submit };
}
