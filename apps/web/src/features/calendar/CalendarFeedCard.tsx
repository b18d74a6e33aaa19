import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatListStamp } from '../../lib/format';
import { CalendarFeedConfirms } from './CalendarFeedConfirms';
import { CalendarFeedLink } from './CalendarFeedLink';
import { useCalendarFeed } from './queries';
import { useCalendarFeedSwitch } from './useCalendarFeedSwitch';

/**
 * 'Calendar feed' on one's own profile (issue 24 §4): turn on a private ICS link of one's follow-up
 * dates and task reminders (IST) for Google Calendar or Outlook; the link is shown once, right after it
 * is made. A new link or turning the feed off stops the old link at once, so both ask first.
 */
export function CalendarFeedCard() {
  const q = useCalendarFeed();
  const f = useCalendarFeedSwitch();
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
            {f.link && <CalendarFeedLink link={f.link} />}
            {q.data.enabled ? (
              <Group justify="space-between">
                <Text size="sm" data-testid="calendar-feed-status">
                  On since {formatListStamp(q.data.createdAt!)}
                </Text>
                <Group gap="xs">
                  <Button variant="default" onClick={() => f.setConfirm('renew')}>
                    New link
                  </Button>
                  <Button variant="light" color="red" onClick={() => f.setConfirm('off')}>
                    Turn off
                  </Button>
                </Group>
              </Group>
            ) : (
              <Group>
                <Button onClick={f.on} loading={f.turnOn.isPending} data-testid="calendar-feed-on">
                  Turn on calendar feed
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <CalendarFeedConfirms f={f} />
    </Paper>
  );
}
