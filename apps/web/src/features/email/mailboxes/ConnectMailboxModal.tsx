import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { MAIL_PROVIDERS, type MailProvider } from '@crm/contracts';
import { errorText } from '../../../lib/api';
import { errorAt } from '../../../lib/form';
import { MailboxSettingsFields } from './MailboxSettingsFields';
import { ConnectionServers } from './ConnectionServers';
import { useConnectMailbox } from './useConnectMailbox';

const PROVIDERS = (Object.keys(MAIL_PROVIDERS) as MailProvider[]).map((p) => ({
  value: p,
  label: MAIL_PROVIDERS[p].label,
}));

/**
 * 'Connect a mailbox' (issue 41 §1): the provider prefills its servers (any host under 'Another
 * provider'), the address and app password; 'Test connection' signs in to both servers, then the folders,
 * first day and visibility are picked and 'Connect' saves it.
 */
export function ConnectMailboxModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const c = useConnectMailbox({ opened, onClose });
  const { form, change, tested, test, connect } = c;
  const v = form.values;
  const failed = test.error ?? connect.error;
  const busy = test.isPending || connect.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title="Connect a mailbox" size="lg" centered>
      <form onSubmit={c.onSubmit}>
        <Stack gap="sm">
          <Select
            label="Provider"
            data={PROVIDERS}
            value={v.provider}
            allowDeselect={false}
            onChange={(p) => p && change('provider', p as MailProvider)}
          />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            value={v.address}
            error={errorAt(form.errors, 'address')}
            onChange={(e) => change('address', e.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            label="App password"
            description="Made in your provider’s security settings for this app; your usual password is not used."
            autoComplete="new-password"
            value={v.password}
            error={errorAt(form.errors, 'password')}
            onChange={(e) => change('password', e.currentTarget.value)}
          />
          <ConnectionServers c={c} />
          {failed && (
            <Alert color="red" data-testid="mailbox-connect-error">
              {errorText(failed)}
            </Alert>
          )}
          {tested && (
            <>
              <Alert color="green">{tested.message}</Alert>
              <MailboxSettingsFields
                folders={tested.folders}
                value={c.settings}
                onChange={c.setSettings}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!c.valid || (!!tested && !c.settings.folders.length)}
              data-testid="mailbox-connect-submit"
            >
              {tested ? 'Connect' : 'Test connection'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
