import { Alert, Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PASSWORD_MESSAGES } from '@crm/contracts';
import { Link, useSearchParams } from 'react-router';
import { logout, readSession } from '../../lib/session';
import { AuthCard, AuthError } from './AuthCard';
import { useSetPassword } from './usePasswordForms';

/**
 * /reset-password and /set-password?token= (issue 40 §2): the page a reset or invitation mail's link
 * opens; the new password twice. Once set, every session of the user has ended, this browser's too, so
 * "Sign in" clears a session stored here before going to /login.
 */
export default function SetPasswordPage({ invitation }: { invitation: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSetPassword(token);
  const signIn = () => (readSession() ? logout() : undefined);
  const title = invitation ? 'Set your password' : 'Choose a new password';
  if (form.done)
    return (
      <AuthCard title={title} label={title} onSubmit={(e) => e.preventDefault()}>
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {PASSWORD_MESSAGES.passwordSet}
        </Alert>
        <Button component={Link} to="/login" onClick={signIn} fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  return (
    <AuthCard title={title} label={title} onSubmit={form.submit}>
      <AuthError error={token ? null : PASSWORD_MESSAGES.linkInvalid} />
      <AuthError error={form.error} />
      <Text size="sm">
        At least 10 characters; a few unrelated words are easy to remember and hard to guess.
      </Text>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        value={form.password}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
      />
      <PasswordInput
        label="The same again"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={(e) => form.setConfirm(e.currentTarget.value)}
      />
      <Button type="submit" loading={form.loading} disabled={!token} fullWidth>
        Set password
      </Button>
      <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
        Ask for a new link
      </Anchor>
    </AuthCard>
  );
}
