import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import { useTwoFactor } from './useTwoFactor';

type Dialog = 'enrol' | 'disable' | 'codes' | null;

/**
 * 'Two-factor sign-in' on one's own profile (issue 40 §4): on or off, the recovery codes left; turn it on
 * (scan, confirm a code, save the recovery codes), turn it off (a code; not when one's role needs it), or
 * make new recovery codes (a code).
 */
export function TwoFactorCard() {
  const twoFactor = useTwoFactor();
  const { status, disable, renewCodes } = twoFactor;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    twoFactor.enable.reset();
    disable.reset();
    renewCodes.reset();
  };
  const s = status.data;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="two-factor">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconShieldLock size={20} aria-hidden />
            <Title order={4}>Two-factor sign-in</Title>
            {s && (
              <Badge color={s.enabled ? 'green' : 'gray'} variant="light">
                {s.enabled ? 'On' : 'Off'}
              </Badge>
            )}
          </Group>
          {s && !s.enabled && (
            <Button size="xs" onClick={() => setDialog('enrol')} data-testid="two-factor-on">
              Turn on
            </Button>
          )}
          {s?.enabled && (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setDialog('codes')}>
                New recovery codes
              </Button>
              {!s.required && (
                <Button size="xs" variant="light" color="red" onClick={() => setDialog('disable')}>
                  Turn off
                </Button>
              )}
            </Group>
          )}
        </Group>
        {loadFailed(status) ? (
          <LoadError what="your two-factor sign-in" query={status} />
        ) : !s ? (
          <SkeletonBlock lines={1} />
        ) : (
          <Text size="sm" c="dimmed">
            {s.enabled
              ? `Signing in asks for a code from your authenticator app. ${s.recoveryCodesLeft} recovery codes left.`
              : s.required
                ? 'Your role needs two-factor sign-in: turn it on.'
                : 'Add a code from your phone to your password, so a stolen password is not enough.'}
          </Text>
        )}
      </Stack>
      <TwoFactorDialogs dialog={dialog} twoFactor={twoFactor} onClose={close} />
    </Paper>
  );
}

/** The card's dialogs: turning on (the enrolment), turning off (a code), new recovery codes (a code, then the codes). */
function TwoFactorDialogs({
  dialog,
  twoFactor,
  onClose: close,
}: {
  dialog: Dialog;
  twoFactor: ReturnType<typeof useTwoFactor>;
  onClose: () => void;
}) {
  const { disable, renewCodes } = twoFactor;
  return (
    <>
      <Modal opened={dialog === 'enrol'} onClose={close} title="Turn on two-factor sign-in">
        {dialog === 'enrol' && <TwoFactorEnrol twoFactor={twoFactor} onDone={close} />}
      </Modal>
      <Modal opened={dialog === 'disable'} onClose={close} title="Turn off two-factor sign-in?">
        <CodeForm
          label="A code from your app, or a recovery code"
          submitLabel="Turn off"
          recovery
          loading={disable.isPending}
          error={disable.error}
          onSubmit={(code) => disable.mutate(code, { onSuccess: close })}
        />
      </Modal>
      <Modal opened={dialog === 'codes'} onClose={close} title="New recovery codes">
        {renewCodes.data ? (
          <RecoveryCodes codes={renewCodes.data.recoveryCodes} />
        ) : (
          <CodeForm
            label="A code from your app (your old recovery codes stop working)"
            submitLabel="Make new codes"
            loading={renewCodes.isPending}
            error={renewCodes.error}
            onSubmit={(code) => renewCodes.mutate(code)}
          />
        )}
      </Modal>
    </>
  );
}
