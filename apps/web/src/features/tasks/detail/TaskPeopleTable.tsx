import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';
import { EmptyState } from '../../../components/EmptyState';
import { PresetTable } from '../../../components/PagedTable';
import type { Task } from '../types';

type Person = Task['people'][number];

/** Why a person is on a task: their type (BO, I-SME, E-SME, ROLE; nothing for one added by hand) and 'auto'. */
export function PersonBadges({ person }: { person: Person | undefined }) {
  return (
    <>
      {person && person.type !== 'USER' && (
        <Badge size="xs" variant="light" color="gray">
          {person.type}
        </Badge>
      )}
      {person?.auto && (
        <Badge size="xs" variant="outline" color="gray">
          auto
        </Badge>
      )}
    </>
  );
}

const cells: Record<string, (p: Person) => ReactNode> = {
  userName: (p) => (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar
        userId={p.userId}
        name={p.userName}
        imageUrl={p.profileImage}
        lastActiveOn={p.lastActiveOn}
        size={24}
      />
      <Text size="sm" fw={500} truncate>
        {p.userName}
      </Text>
    </Group>
  ),
  relation: (p) => <Text size="sm">{p.relation === 'ASSIGNER' ? 'Assigned by' : 'Assignee'}</Text>,
  type: (p) =>
    p.relation === 'ASSIGNER' ? null : (
      <Group gap={4} wrap="nowrap">
        {p.type === 'USER' ? <Text size="sm">Added</Text> : null}
        <PersonBadges person={p} />
      </Group>
    ),
  verticalName: (p) => (
    <Text size="sm" c={p.verticalName ? undefined : 'dimmed'}>
      {p.verticalName ?? '—'}
    </Text>
  ),
  lastActiveOn: (p) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {p.lastActiveOn ? formatDateTime(p.lastActiveOn) : '—'}
    </Text>
  ),
};

/** A task's people, the assigner and every assignee (spec 001 §3), with the user's taskPeople columns (spec 001 §9). */
export function TaskPeopleTable({ task }: { task: Task }) {
  return (
    <PresetTable
      preset="taskPeople"
      toolbar={<Title order={6}>People</Title>}
      cells={cells}
      list={task.people}
      rowKey={(p) => `${p.relation}-${p.userId}`}
      rowTestId={(p) => `task-person-${p.relation.toLowerCase()}-${p.userId}`}
      empty={<EmptyState title="No people" description="Add people to the task." />}
      testId="task-people-table"
      minWidth={480}
    />
  );
}
