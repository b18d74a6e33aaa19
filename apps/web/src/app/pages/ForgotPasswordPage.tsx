import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
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
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <Button type="submit" loading={loading} fullWidth>
        {sent ? 'Send again' : 'Send the link'}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
