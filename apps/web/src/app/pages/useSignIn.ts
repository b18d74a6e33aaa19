import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, userRoutes } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { writeSession } from '../../lib/session';
import { TWO_FACTOR_SETUP_PAGE } from '../../lib/links';
import { deviceTokenFor, rememberDevice } from '../../lib/rememberedDevices';
import { useAuthSubmit } from './useAuthSubmit';

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
 * failure shows as `error` and ends `loading`. With two-factor sign-in on (issue 40 §4) the server asks
 * for a code (`needCode`): the form then sends `code` and `remember` too; a browser remembered for the
 * address sends its device token instead. A user who must set two-factor up goes to its page.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const { error, loading, submit } = useAuthSubmit(
    async () => {
      const address = email.trim();
      const data = await callRoute(userRoutes.signIn, {
        email: address,
        password,
        platform: 'WEB',
        ...(needCode
          ? { code, rememberDevice: remember }
          : { deviceToken: deviceTokenFor(address) }),
      });
      if (data.deviceToken) rememberDevice(address, data.deviceToken);
      writeSession({ token: data.token, expiresAt: data.expiresAt, user: data.user });
      const next = data.twoFactorSetupRequired ? TWO_FACTOR_SETUP_PAGE : returnPath(location.state);
      navigate(next, { replace: true });
    },
    (err) => {
      if (!(err instanceof ApiError && err.code === 'TWO_FACTOR_REQUIRED')) return signInError(err);
      setNeedCode(true);
      return null;
    },
  );
  const codeStep = { needCode, code, setCode, remember, setRemember };
  const returnTo = returnPath(location.state);
  return { email, setEmail, password, setPassword, codeStep, error, loading, submit, returnTo };
}
