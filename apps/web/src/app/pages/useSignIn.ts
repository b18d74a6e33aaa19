import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, userRoutes } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { writeSession } from '../../lib/session';

/** Where to go after login: the page the user was sent from, else /home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/home';
}

/** A failed sign-in's words: the server's own message, else 'too many logins' (429) or the generic error. */
function signInError(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  const fallback = status === 429 ? MESSAGES.tooManyLogins : MESSAGES.genericError;
  return err instanceof ApiError && err.message && err.message !== MESSAGES.genericError
    ? err.message
    : fallback;
}

/**
 * The login form (spec 000 §2.1 /login): email and password as typed, and `submit`, which posts them
 * (POST /api/user/auth, email trimmed), stores the session and goes back where the user came from; a
 * failure shows as `error` and ends `loading`.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const data = await callRoute(userRoutes.signIn, {
        email: email.trim(),
        password,
        platform: 'WEB',
      });
      writeSession(data);
      navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      setError(signInError(err));
      setLoading(false);
    }
  }
  return { email, setEmail, password, setPassword, error, loading, submit };
}
