import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { EventImportPlan as Plan, PlannedEvent } from '@crm/contracts';

/** One group of the plan: a title with its count and each event with its changes. */
function PlanGroup({
  title,
  items,
  color,
}: {
  title: string;
  items: PlannedEvent[];
  color: string;
}) {
  if (!items.length) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={6}>{title}</Title>
        <Badge color={color} variant="light">
          {items.length}
        </Badge>
      </Group>
      <List size="sm" spacing={2}>
        {items.map((e) => (
          <List.Item key={`${e.eventName}|${e.season}`}>
            <b>{e.eventName}</b> ({e.season})
            {e.changes.length > 0 && (
              <Text size="xs" c="dimmed">
                {e.changes.join(' · ')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The event import's dry-run plan for its good rows: events to create, to update (with their changes) and unchanged. */
export function EventImportPlan({ plan }: { plan: Plan }) {
  return (
    <Stack gap="md" data-testid="event-import-plan">
      <Text size="sm">
        The import adds inventories and sets targets; it never removes an event’s inventories.{' '}
        {plan.inventoriesToAdd} inventories to add, {plan.targetsToChange} targets to change.
      </Text>
      <PlanGroup title="Events to create" items={plan.toCreate} color="green" />
      <PlanGroup title="Events to update" items={plan.toUpdate} color="blue" />
      <PlanGroup title="Unchanged events" items={plan.unchanged} color="gray" />
    </Stack>
  );
}
