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
import { MESSAGES, ROLE_CODES, userRoutes } from '@crm/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { readSession, writeSession } from '../../lib/session';
import { loadShell } from '../shell/loadShell';
import { PRODUCT_NAME } from '../theme';

/** Where to go after login: the page the user was sent from, else /home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/home';
}

/** Login (spec 000 §2.1 /login): email + password → POST /api/user/auth, then the stored session. Fetches the shell's code once idle. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // the page is up: fetch the shell's code while the user types, so signing in does not wait for it
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void loadShell(), 500); // browsers without idle callbacks (Safari)
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => void loadShell());
    return () => cancelIdleCallback(id);
  }, []);

  if (readSession()) return <Navigate to="/home" replace />;

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
      const status = err instanceof ApiError ? err.status : 0;
      const fallback = status === 429 ? MESSAGES.tooManyLogins : MESSAGES.genericError;
      setError(
        err instanceof ApiError && err.message && err.message !== MESSAGES.genericError
          ? err.message
          : fallback,
      );
      setLoading(false);
    }
  }

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
