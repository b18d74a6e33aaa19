import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard, AuthEmailField, AuthError } from './AuthCard';
import { useForgotPassword } from './usePasswordForms';

/** /forgot-password (issue 40 §2): the address to mail a single-use reset link to, and the same answer for any address. */
export default function ForgotPasswordPage() {
  const { email, setEmail, sent, error, loading, submit } = useForgotPassword();
  return (
    <AuthCard title="Forgot password?" label="Forgot password" onSubmit={submit}>
      {sent ? (
        <Alert color="green" icon={<IconMailForward size={18} />} role="status">
          {sent}
        </Alert>
      ) : (
        <Text size="sm">
          Enter your work email: we will mail you a link to choose a new password.
        </Text>
      )}
      <AuthError error={error} />
      <AuthEmailField value={email} onChange={setEmail} />
      <Button type="submit" loading={loading} fullWidth>
        {sent ? 'Send again' : 'Send the link'}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
