import { Badge, Group } from '@mantine/core';
import { UNDEFINED_INVENTORY } from '@crm/contracts';
import { Link } from 'react-router';
import { brandInfoPath, eventInfoPath, inventoryEventsPath } from '../../../lib/links';
import type { Task } from '../types';

/** A task's links (spec 001 §3): its brands, its inventory (or the Unlisted Inventory) and its event, each opening its page. */
export function TaskLinks({ task, size = 'sm' }: { task: Task; size?: 'xs' | 'sm' }) {
  const badge = (key: string, color: string, label: string, to?: string) => (
    <Badge
      key={key}
      size={size}
      variant="light"
      color={color}
      radius="sm"
      style={{ textTransform: 'none' }}
      component={to ? Link : undefined}
      to={to as string}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {label}
    </Badge>
  );
  if (
    !task.brands.length &&
    !task.inventories.length &&
    !task.events.length &&
    !task.hasUndefinedInventory
  )
    return null;
  return (
    <Group gap={4} data-testid="task-links">
      {task.brands.map((b) => badge(`b${b.id}`, 'teal', b.name, brandInfoPath(b.id, b.name)))}
      {task.inventories.map((i) =>
        badge(`i${i.id}`, 'violet', i.name, inventoryEventsPath(i.id, i.name)),
      )}
      {task.hasUndefinedInventory &&
        badge('u', 'violet', `${UNDEFINED_INVENTORY.name} · ${UNDEFINED_INVENTORY.subtitle}`)}
      {task.events.map((e) => badge(`e${e.id}`, 'orange', e.name, eventInfoPath(e.id, e.name)))}
    </Group>
  );
}
