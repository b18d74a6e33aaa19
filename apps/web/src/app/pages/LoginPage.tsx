import { Anchor, Button, Checkbox, Code, PasswordInput, Text, TextInput } from '@mantine/core';
import { ROLE_CODES } from '@crm/contracts';
import { Link, Navigate } from 'react-router';
import { AuthCard, AuthEmailField, AuthError } from './AuthCard';
import { readSession } from '../../lib/session';
import { usePreloadShell } from './usePreloadShell';
import { useSignIn } from './useSignIn';
import { SsoButton } from './SsoButton';

/**
 * Login (spec 000 §2.1 /login): email + password → POST /api/user/auth, then the stored session; with
 * two-factor sign-in on, a code (or a recovery code) and "Remember this browser" (issue 40 §4); "Sign in
 * with <provider>" when single sign-on is configured (issue 40 §3); "Forgot
 * password?" opens /forgot-password (issue 40 §2). Fetches the shell's code once idle.
 */
export default function LoginPage() {
  const { email, setEmail, password, setPassword, codeStep, error, loading, submit, returnTo } =
    useSignIn();
  usePreloadShell();

  if (readSession()) return <Navigate to="/home" replace />;

  return (
    <AuthCard title="Sign in" label="Login" onSubmit={submit}>
      <SsoButton returnTo={returnTo} />
      <AuthError error={error} />
      <AuthEmailField value={email} onChange={setEmail} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      {codeStep.needCode && (
        <>
          <TextInput
            label="Code from your authenticator app, or a recovery code"
            placeholder="123456"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            autoFocus
            value={codeStep.code}
            onChange={(e) => codeStep.setCode(e.currentTarget.value)}
            data-testid="sign-in-code"
          />
          <Checkbox
            label="Remember this browser for 30 days"
            checked={codeStep.remember}
            onChange={(e) => codeStep.setRemember(e.currentTarget.checked)}
          />
        </>
      )}
      <Button type="submit" loading={loading} fullWidth>
        Login
      </Button>
      <Anchor component={Link} to="/forgot-password" state={{ email }} size="sm" ta="center">
        Forgot password?
      </Anchor>
      <Text size="xs" c="dimmed">
        Demo logins: <Code>{'<role>'}@demo.test</Code> / <Code>demo1234</Code>, one per role (
        {ROLE_CODES.map((r) => r.toLowerCase()).join(', ')}).
      </Text>
      <Anchor href="/privacy-policy" size="xs" c="dimmed">
        Privacy policy
      </Anchor>
    </AuthCard>
  );
}
