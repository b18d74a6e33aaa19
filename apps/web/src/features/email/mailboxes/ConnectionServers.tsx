import { Anchor, Collapse, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorAt } from '../../../lib/form';
import { ServerFields } from './ServerFields';
import type { useConnectMailbox } from './useConnectMailbox';

/** The connect dialog's user name and IMAP and SMTP servers: shown for 'Another provider', else behind 'Show the servers'. */
export function ConnectionServers({ c }: { c: ReturnType<typeof useConnectMailbox> }) {
  const { form, change } = c;
  const v = form.values;
  const [servers, { toggle }] = useDisclosure(false);
  return (
    <>
      {v.provider !== 'OTHER' && (
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          {servers ? 'Hide the servers' : 'Show the servers'}
        </Anchor>
      )}
      <Collapse expanded={servers || v.provider === 'OTHER'}>
        <Stack gap="xs">
          <TextInput
            label="User name"
            value={v.username}
            error={errorAt(form.errors, 'username')}
            onChange={(e) => change('username', e.currentTarget.value)}
          />
          <ServerFields
            label="IMAP"
            value={v.imap}
            error={errorAt(form.errors, 'imap.host')}
            onChange={(s) => change('imap', s)}
          />
          <ServerFields
            label="SMTP"
            value={v.smtp}
            error={errorAt(form.errors, 'smtp.host')}
            onChange={(s) => change('smtp', s)}
          />
        </Stack>
      </Collapse>
    </>
  );
}
