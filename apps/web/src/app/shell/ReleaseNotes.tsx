import { Badge, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { formatDate } from '../../lib/format';
import { RELEASES } from './releases';

/** The release entries of the What's New modal and page (spec 000 §2.10), newest first. */
export function ReleaseNotes() {
  return (
    <Stack gap="md">
      {RELEASES.map((r, i) => (
        <Fragment key={r.version}>
          {i > 0 && <Divider />}
          <section aria-label={r.version}>
            <Group gap="xs" mb={4}>
              <Badge variant="light" tt="none">
                {r.version}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDate(r.date)}
              </Text>
            </Group>
            <Title order={4} size="h5">
              {r.title}
            </Title>
            <Text size="sm" mt={4}>
              {r.description}
            </Text>
            <List size="sm" mt={6} spacing={2}>
              {r.bullets.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List>
            {r.benefits && (
              <Text size="sm" mt={6} c="dimmed">
                <b>Benefits:</b> {r.benefits.join(' ')}
              </Text>
            )}
          </section>
        </Fragment>
      ))}
    </Stack>
  );
}
