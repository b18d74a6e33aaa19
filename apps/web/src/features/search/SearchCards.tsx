import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type {
  BrandSearchCard,
  EventSearchItem,
  MailSearchItem,
  UserSearchItem,
} from '@crm/contracts';
import { initials } from '../../components/Avatars';
import { formatListStamp } from '../../lib/format';
import { eventCountdown } from '../events';

/** A row of the search drawer: highlighted when the keyboard is on it, opened by click or Enter. */
function Row({
  active,
  onOpen,
  children,
  testId,
}: {
  active: boolean;
  onOpen: () => void;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      onMouseDown={(e) => e.preventDefault()}
      w="100%"
      px="sm"
      py={8}
      data-active={active || undefined}
      aria-selected={active}
      role="option"
      data-testid={testId}
      style={{ borderRadius: 8, background: active ? 'var(--mantine-color-brand-0)' : undefined }}
    >
      {children}
    </UnstyledButton>
  );
}

/** A brand (spec 000 §2.6): logo, name, company, owners; opens the brand info page. */
export function BrandCard({
  b,
  active,
  onOpen,
}: {
  b: BrandSearchCard;
  active: boolean;
  onOpen: () => void;
}) {
  const owners = b.brandOwners.map((o) => `${o.firstName} ${o.lastName}`).join(', ');
  return (
    <Row active={active} onOpen={onOpen} testId="search-brand">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={b.brandImageUrl} radius="sm" color="brand">
          {initials(b.brandName)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {b.brandName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {[b.companyName, owners && `Owners: ${owners}`].filter(Boolean).join(' · ') ||
              'No owner yet'}
          </Text>
        </Stack>
      </Group>
    </Row>
  );
}

/** A person: picture, name, vertical; opens the profile, or a chat with them. */
export function PersonCard({
  u,
  active,
  onOpen,
  onChat,
}: {
  u: UserSearchItem;
  active: boolean;
  onOpen: () => void;
  onChat: () => void;
}) {
  const name = `${u.firstName} ${u.lastName}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Row active={active} onOpen={onOpen} testId="search-user">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={u.profileImageUrl} radius="xl" color="grape">
            {initials(name)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {u.verticalName ?? ''}
            </Text>
          </Stack>
        </Group>
      </Row>
      <Tooltip label={`Chat with ${u.firstName}`}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Chat with ${name}`}
          onClick={onChat}
          data-testid="search-user-chat"
        >
          <IconMessageCircle size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** An event: name, the countdown (Completed, Ongoing, or months and days to the start) and the caller's badges; opens event info. */
export function EventCard({
  e,
  active,
  onOpen,
}: {
  e: EventSearchItem;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <Row active={active} onOpen={onOpen} testId="search-event">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {e.eventName}
          </Text>
          <Text size="xs" c="dimmed">
            {eventCountdown(e.eventStartDate, e.eventEndDate)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {e.isPO && (
            <Badge size="xs" variant="light" color="grape">
              Project Owner
            </Badge>
          )}
          {e.isBO && (
            <Badge size="xs" variant="light" color="teal">
              Your Brands Assigned
            </Badge>
          )}
          {!e.isPO && !e.isBO && (
            <Badge size="xs" variant="light" color="gray">
              Not assigned to you yet
            </Badge>
          )}
        </Group>
      </Group>
    </Row>
  );
}

/** A mail found (issue 41 §3): subject (or that its mailbox shares only who and when), sender, brand, when. */
export function MailCard({
  m,
  active,
  onOpen,
}: {
  m: MailSearchItem;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <Row active={active} onOpen={onOpen} testId="search-mail">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {m.subject ?? 'A mail (its owner shares only who and when)'}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {`${m.fromName || m.fromAddress} · ${m.brandName} · ${m.ownerName}’s mailbox`}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatListStamp(m.sentAt)}
        </Text>
      </Group>
    </Row>
  );
}
