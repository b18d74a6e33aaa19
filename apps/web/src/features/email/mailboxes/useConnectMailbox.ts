import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  MAIL_PROVIDERS,
  MAILBOX_MESSAGES,
  mailboxRoutes,
  type MailConnection,
  type MailConnectionTest,
  type MailProvider,
  type MailboxSettings,
  type MailServer,
} from '@crm/contracts';
import { toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { istDay } from '../../../lib/format';
import { callRoute, invalidateFamilies } from '../../../lib/useApi';

/** The connect form's values: the connection as typed (the user name follows the address until edited). */
export type ConnectValues = Omit<MailConnection, 'imap' | 'smtp'> & {
  imap: MailServer;
  smtp: MailServer;
  usernameEdited: boolean;
};

const BLANK_SERVER: MailServer = { host: '', port: 993, security: 'TLS' };

/** A new form for `provider`: its servers prefilled (none for OTHER). */
const formOf = (provider: MailProvider): ConnectValues => ({
  provider,
  address: '',
  username: '',
  usernameEdited: false,
  password: '',
  imap: MAIL_PROVIDERS[provider].imap ?? BLANK_SERVER,
  smtp: MAIL_PROVIDERS[provider].smtp ?? { ...BLANK_SERVER, port: 465 },
});

/** Six months before today (IST), the default first day read. */
const sixMonthsAgo = () => {
  const d = new Date(`${istDay()}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 6);
  return d.toISOString().slice(0, 10);
};

/**
 * The connect dialog's state (issue 41 §1): the connection form (checked with the contract), `test`
 * (POST /api/user/mailboxes/test: both sign-ins and the folders; any change to the connection asks for
 * a new test), the settings picked after a test, and `connect` (POST /api/user/mailboxes), which
 * toasts, refreshes the list and calls `onClose`.
 */
export function useConnectMailbox({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const { form, submit, restart, valid } = useContractForm<ConnectValues>({
    initialValues: formOf('GMAIL'),
    schema: mailboxRoutes.test.body,
    request: (v) => connectionOf(v),
  });
  const [tested, setTested] = useState<MailConnectionTest | null>(null);
  const [settings, setSettings] = useState<MailboxSettings>({
    folders: [],
    syncFrom: sixMonthsAgo(),
    visibility: 'SUBJECT',
    signature: '',
  });
  useEffect(() => {
    if (!opened) return;
    restart(formOf('GMAIL'));
    setTested(null);
  }, [opened, restart]);
  const test = useMutation({
    mutationFn: (c: MailConnection) => callRoute(mailboxRoutes.test, c),
    onSuccess: (r) => {
      setTested(r);
      setSettings((s) => ({ ...s, folders: r.defaultFolders }));
    },
  });
  const connect = useMutation({
    mutationFn: (c: MailConnection) =>
      callRoute(mailboxRoutes.connect, { connection: c, settings }),
    onSuccess: (m) => {
      toastSuccess(MAILBOX_MESSAGES.connected(m.address));
      invalidateFamilies(qc, cacheFamilies.mailboxes);
      onClose();
    },
  });
  /** Sets a connection field; the last test no longer holds. */
  const change = <K extends keyof ConnectValues>(key: K, value: ConnectValues[K]) => {
    form.setFieldValue(key, value as never);
    if (key === 'address' && !form.values.usernameEdited)
      form.setFieldValue('username', value as string);
    if (key === 'username') form.setFieldValue('usernameEdited', true);
    if (key === 'provider') {
      const p = MAIL_PROVIDERS[value as MailProvider];
      if (p.imap) form.setFieldValue('imap', p.imap);
      if (p.smtp) form.setFieldValue('smtp', p.smtp);
    }
    setTested(null);
    test.reset();
    connect.reset();
  };
  const onSubmit = submit((v) =>
    tested ? connect.mutate(connectionOf(v)) : test.mutate(connectionOf(v)),
  );
  return { form, valid, change, tested, settings, setSettings, test, connect, onSubmit };
}

/** The request's connection from the form's values. */
const connectionOf = ({ usernameEdited: _, ...v }: ConnectValues): MailConnection => v;
