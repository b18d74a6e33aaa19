import { useEffect, useState } from 'react';
import { Anchor, Center, Loader } from '@mantine/core';
import { ssoRoutes } from '@crm/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../lib/api';
import { writeSession } from '../../lib/session';
import { callRoute } from '../../lib/useApi';
import { AuthCard, AuthError } from './AuthCard';

/** `returnTo` when it is a path of this app (never another site), else /home. */
const appPath = (returnTo: string | null) =>
  returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/home';

/**
 * /sso-complete?ticket=…&returnTo=… (issue 40 §3): where single sign-on lands; the one-time ticket is
 * exchanged for a session (POST /api/auth/sso/complete), then the page the user started from opens. A
 * ticket used or expired says so, with the way back to /login.
 */
export default function SsoCompletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const ticket = params.get('ticket') ?? '';
  const returnTo = appPath(params.get('returnTo'));
  useEffect(() => {
    let live = true;
    callRoute(ssoRoutes.complete, { ticket })
      .then((data) => {
        writeSession({ token: data.token, expiresAt: data.expiresAt, user: data.user });
        if (live) navigate(returnTo, { replace: true });
      })
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [ticket, returnTo, navigate]);
  return (
    <AuthCard title="Signing you in" label="Single sign-on">
      {error ? (
        <>
          <AuthError error={error} />
          <Anchor component={Link} to="/login" ta="center">
            Back to sign in
          </Anchor>
        </>
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label="Signing in" />
        </Center>
      )}
    </AuthCard>
  );
}
