import { useEffect } from 'react';
import { Button, Center, Code, Image, Loader, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import type { useTwoFactor } from './useTwoFactor';

/**
 * Turning two-factor sign-in on (issue 40 §4): a new secret's QR code to scan (and the secret to type),
 * the first code from the app to confirm, then the recovery codes, shown once; `onDone` after them.
 */
export function TwoFactorEnrol({
  twoFactor,
  onDone,
}: {
  twoFactor: Pick<ReturnType<typeof useTwoFactor>, 'setup' | 'enable'>;
  onDone: () => void;
}) {
  const { setup, enable } = twoFactor;
  const start = setup.mutate;
  useEffect(() => start(), [start]);
  if (enable.data)
    return (
      <Stack gap="md">
        <RecoveryCodes codes={enable.data.recoveryCodes} />
        <Button onClick={onDone} data-testid="two-factor-done">
          I have saved my codes
        </Button>
      </Stack>
    );
  if (setup.error)
    return (
      <LoadError
        what="the set-up"
        query={{ error: setup.error, refetch: () => start(), isFetching: setup.isPending }}
      />
    );
  if (!setup.data)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…), then enter the 6-digit code it shows.
      </Text>
      <Center>
        <Image src={setup.data.qrCode} alt="QR code to scan" w={200} h={200} />
      </Center>
      <Text size="xs" c="dimmed">
        Or type this key: <Code data-testid="two-factor-secret">{setup.data.secret}</Code>
      </Text>
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on"
        loading={enable.isPending}
        error={enable.error}
        onSubmit={(code) => enable.mutate(code)}
      />
    </Stack>
  );
}
