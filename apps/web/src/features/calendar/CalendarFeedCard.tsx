import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatListStamp } from '../../lib/format';
import { useCalendarFeed, useTurnOffCalendarFeed, useTurnOnCalendarFeed } from './queries';

/**
 * 'Calendar feed' on one's own profile (issue 24 §4): turn on a private ICS link of one's follow-up
 * dates and task reminders (IST) for Google Calendar or Outlook; the link is shown once, right after it
 * is made. A new link or turning the feed off stops the old link at once, so both ask first.
 */
export function CalendarFeedCard() {
  const q = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [confirm, setConfirm] = useState<'renew' | 'off' | null>(null);
  const link = turnOn.data && `${window.location.origin}${turnOn.data.feedPath}`;
  const on = () => turnOn.mutate(undefined, { onSettled: () => setConfirm(null) });
  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => turnOn.reset(),
      onSettled: () => setConfirm(null),
    });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={4}>Calendar feed</Title>
        </Group>
        <Text size="sm" c="dimmed">
          Your follow-up dates and task reminders in Google Calendar or Outlook (times in IST).
          Anyone with the link sees them: keep it private.
        </Text>
        {loadFailed(q) ? (
          <LoadError what="the calendar feed" query={q} />
        ) : !q.data ? (
          <SkeletonBlock lines={1} />
        ) : (
          <>
            {link && (
              <Alert color="teal" title="Your link (shown only this once)">
                <Group gap="xs" wrap="nowrap">
                  <TextInput
                    value={link}
                    readOnly
                    flex={1}
                    aria-label="Calendar feed link"
                    data-testid="calendar-feed-link"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <CopyButton value={link}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                        <ActionIcon variant="light" onClick={copy} aria-label="Copy link">
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
                <Text size="xs" mt="xs">
                  Google Calendar: Other calendars → From URL. Outlook: Add calendar → Subscribe
                  from web.
                </Text>
              </Alert>
            )}
            {q.data.enabled ? (
              <Group justify="space-between">
                <Text size="sm" data-testid="calendar-feed-status">
                  On since {formatListStamp(q.data.createdAt!)}
                </Text>
                <Group gap="xs">
                  <Button variant="default" onClick={() => setConfirm('renew')}>
                    New link
                  </Button>
                  <Button variant="light" color="red" onClick={() => setConfirm('off')}>
                    Turn off
                  </Button>
                </Group>
              </Group>
            ) : (
              <Group>
                <Button onClick={on} loading={turnOn.isPending} data-testid="calendar-feed-on">
                  Turn on calendar feed
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirm === 'renew'}
        title="Make a new link?"
        confirmLabel="Make a new link"
        loading={turnOn.isPending}
        onConfirm={on}
        onClose={() => setConfirm(null)}
      >
        Calendars subscribed to the current link stop getting updates. Subscribe them to the new
        link.
      </ConfirmModal>
      <ConfirmModal
        opened={confirm === 'off'}
        title="Turn the calendar feed off?"
        confirmLabel="Turn off"
        color="red"
        loading={turnOff.isPending}
        onConfirm={off}
        onClose={() => setConfirm(null)}
      >
        The link stops at once; calendars subscribed to it keep nothing new. You can turn it on
        again with a new link.
      </ConfirmModal>
    </Paper>
  );
}
