import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconNotes, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Poc } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { callNotesPath } from '../common/links';

/** A brand's points of contact (spec 001 §3), primary first, each with an 'Add call notes' link. */
export function PocList({ brandId, pocs }: { brandId: number; pocs: Poc[] }) {
  if (!pocs.length) {
    return (
      <EmptyState
        title="No points of contact"
        description="Call notes can still be added without a POC."
        action={
          <Button component={Link} to={callNotesPath(brandId)} variant="light" size="xs" leftSection={<IconNotes size={14} />}>
            Add call notes
          </Button>
        }
      />
    );
  }
  const sorted = [...pocs].sort((a, b) => Number(b.pocIsPrimary) - Number(a.pocIsPrimary));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="poc-list">
      {sorted.map((p) => (
        <Paper key={p.pocId} withBorder p="sm" radius="md" data-testid={`poc-${p.pocId}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{p.pocName}</Text>
                {p.pocIsPrimary && (
                  <Badge size="xs" color="teal">
                    Primary
                  </Badge>
                )}
              </Group>
              {p.pocRole && (
                <Text size="sm" c="dimmed">
                  {p.pocRole}
                </Text>
              )}
              {p.pocEmail && (
                <Group gap={4} wrap="nowrap">
                  <IconMail size={14} aria-hidden />
                  <Anchor href={`mailto:${p.pocEmail}`} size="sm">
                    {p.pocEmail}
                  </Anchor>
                </Group>
              )}
              {p.phoneNumbers.map((ph, i) => (
                <Group key={i} gap={4} wrap="nowrap">
                  <IconPhone size={14} aria-hidden />
                  <Anchor href={`tel:${ph.cc}${ph.number}`} size="sm">
                    {ph.cc} {ph.number}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {ph.type}
                  </Text>
                </Group>
              ))}
              {p.linkedInUrl && (
                <Anchor href={p.linkedInUrl} target="_blank" rel="noreferrer" size="sm">
                  LinkedIn
                </Anchor>
              )}
            </Stack>
            <Button
              component={Link}
              to={callNotesPath(brandId, p.pocId)}
              variant="light"
              size="xs"
              leftSection={<IconNotes size={14} />}
              data-testid={`add-call-notes-${p.pocId}`}
              style={{ flexShrink: 0 }}
            >
              Add call notes
            </Button>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
