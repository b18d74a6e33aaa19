import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { SSO_ERRORS, SSO_MESSAGES, ssoRoutes, type SsoError } from '@crm/contracts';
import { useSearchParams } from 'react-router';
import { useApi } from '../../lib/useApi';
import { AuthError } from './AuthCard';

const isSsoError = (v: string | null): v is SsoError =>
  !!v && (SSO_ERRORS as readonly string[]).includes(v);

/**
 * The login page's single sign-on (issue 40 §3): "Sign in with <provider>" when it is configured (to
 * /api/auth/sso/start, coming back to `returnTo`), and what a refused sign-on said (`?ssoError=`).
 */
export function SsoButton({ returnTo }: { returnTo: string }) {
  const settings = useApi(ssoRoutes.settings, {});
  const [params] = useSearchParams();
  const error = params.get('ssoError');
  const sso = settings.data;
  return (
    <>
      <AuthError error={isSsoError(error) ? SSO_MESSAGES[error] : null} />
      {sso?.enabled && (
        <>
          <Button
            component="a"
            href={`/api${ssoRoutes.start.path}?returnTo=${encodeURIComponent(returnTo)}`}
            variant="default"
            leftSection={<IconKey size={16} />}
            fullWidth
          >
            Sign in with {sso.name}
          </Button>
          <Divider
            label={
              sso.passwordSignIn ? 'or with your password' : 'password: break-glass admin only'
            }
          />
        </>
      )}
    </>
  );
}
