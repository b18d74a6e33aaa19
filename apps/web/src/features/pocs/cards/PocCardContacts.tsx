import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import type { PocCardData } from './pocCardData';

/**
 * A POC card's ways to reach them: email (mailto:), each phone (tel:, with its type; `onCall` runs on
 * a click) and LinkedIn in a new tab.
 */
export function PocCardContacts({ poc, onCall }: { poc: PocCardData; onCall: () => void }) {
  return (
    <>
      {poc.pocEmail && (
        <Group gap={4} wrap="nowrap">
          <IconMail size={14} aria-hidden />
          <Anchor href={`mailto:${poc.pocEmail}`} size="sm">
            {poc.pocEmail}
          </Anchor>
        </Group>
      )}
      {poc.phoneNumbers.map((ph, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden />
          <Anchor
            href={`tel:${ph.cc}${ph.number}`}
            size="sm"
            onClick={onCall}
            data-testid="poc-call"
          >
            {ph.cc} {ph.number}
          </Anchor>
          <Text size="xs" c="dimmed">
            {ph.type}
          </Text>
        </Group>
      ))}
      {poc.linkedInUrl && (
        <Group gap={4}>
          <IconBrandLinkedin size={14} aria-hidden />
          <Anchor href={poc.linkedInUrl} target="_blank" rel="noreferrer noopener" size="sm">
            LinkedIn
          </Anchor>
        </Group>
      )}
    </>
  );
}
