import { ActionIcon, Alert, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A calendar feed's new link, shown only this once: selected on focus, a copy button, and how to subscribe. */
export function CalendarFeedLink({ link }: { link: string }) {
  return (
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
        Google Calendar: Other calendars → From URL. Outlook: Add calendar → Subscribe from web.
      </Text>
    </Alert>
  );
}
