import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { brandInfoPath, eventInfoPath, inventoryEventsPath } from '../../../lib/links';
import { parseDescription, type Mention } from './mentions';
import classes from '../tasks.module.css';

/** Where a mention leads: a person's profile, a brand, an inventory's events, an event; a role leads nowhere. */
function mentionPath(m: Mention): string | null {
  const id = Number(m.id);
  switch (m.kind) {
    case 'user':
      return `/profile/${id}?name=${encodeURIComponent(m.label)}`;
    case 'brand':
      return brandInfoPath(id, m.label);
    case 'inventory':
      return inventoryEventsPath(id, m.label);
    case 'event':
      return eventInfoPath(id, m.label);
    default:
      return null;
  }
}

/** A task description or a chat message with its mentions shown as labels that link to the person, brand, inventory or event (spec 000 §2.11, 001 §3). */
export function MentionText({
  description,
  lineClamp,
  testId = 'task-description-text',
}: {
  description: string;
  lineClamp?: number;
  testId?: string;
}) {
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      lineClamp={lineClamp}
      data-testid={testId}
    >
      {parseDescription(description).map((p, i) => {
        if (!('char' in p)) return <span key={i}>{p.text}</span>;
        const to = mentionPath(p);
        return to ? (
          <Anchor
            key={i}
            component={Link}
            to={to}
            className={classes.mention}
            data-kind={p.kind}
            underline="never"
            onClick={(e) => e.stopPropagation()}
          >
            {p.label}
          </Anchor>
        ) : (
          <span key={i} className={classes.mention} data-kind={p.kind}>
            {p.label}
          </span>
        );
      })}
    </Text>
  );
}
