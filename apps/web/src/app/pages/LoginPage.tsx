import {
  Alert,
  Anchor,
  Button,
  Center,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ROLE_CODES } from '@crm/contracts';
import { Navigate } from 'react-router';
import { readSession } from '../../lib/session';
import { PRODUCT_NAME } from '../theme';
import { usePreloadShell } from './usePreloadShell';
import { useSignIn } from './useSignIn';

/** Login (spec 000 §2.1 /login): email + password → POST /api/user/auth, then the stored session. Fetches the shell's code once idle. */
export default function LoginPage() {
  const { email, setEmail, password, setPassword, error, loading, submit } = useSignIn();
  usePreloadShell();

  if (readSession()) return <Navigate to="/home" replace />;

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper
        component="form"
        onSubmit={submit}
        withBorder
        shadow="sm"
        p="xl"
        w={400}
        maw="100%"
        aria-label="Login"
      >
        <Stack gap="md">
          <div>
            <Text fw={800} size="xl" c="brand.6">
              {PRODUCT_NAME}
            </Text>
            <Title order={2} size="h3" mt={4}>
              Sign in
            </Title>
          </div>
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={loading} fullWidth>
            Login
          </Button>
          <Text size="xs" c="dimmed">
            Demo logins: <Code>{'<role>'}@demo.test</Code> / <Code>demo1234</Code>, one per role (
            {ROLE_CODES.map((r) => r.toLowerCase()).join(', ')}).
          </Text>
          <Anchor href="/privacy-policy" size="xs" c="dimmed">
            Privacy policy
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
