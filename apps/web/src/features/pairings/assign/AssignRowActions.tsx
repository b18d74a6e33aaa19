import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconMail, IconNotes, IconProgress, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AssignedBrand, AssignTab, BrandStatusAction, PairingBrand } from '@crm/contracts';
import { callNotesPath } from '../../../lib/links';
import { canRead, currentUser } from '../../../lib/user';
import { AddTaskButton } from '../../tasks';
import { ACTION_COLORS, ACTION_LABELS } from './assignOptions';
import type { RequestAction } from './useAssignActions';

/** What every row's actions share: the tab, the event inventory and the page's action handlers. */
export type RowActionContext = {
  tab: AssignTab;
  eiId: number;
  eventId: number;
  /** The loaded event inventory; Add task waits for it. */
  inventory: { inventoryId: number } | undefined;
  /** The tab's status actions, offered on the rows whose brand the user works. */
  actions: BrandStatusAction[];
  actionPending: boolean;
  request: RequestAction;
  openStage: (b: AssignedBrand) => void;
  openCollaborators: (b: AssignedBrand) => void;
  /** Opens the pairing's mails (issue 41 §3, §4). */
  openMails: (b: AssignedBrand) => void;
};

/**
 * A row's actions. On the Assigned tab: Update stage and Add call notes (who works the pairing),
 * collaborators (who works the brand), Mails (who may read contacts) and Add task; then the tab's status actions, as icons on the
 * Assigned tab and as buttons elsewhere.
 */
export function AssignRowActions({
  b,
  worksBrand,
  worksPairing,
  ctx,
}: {
  b: PairingBrand | AssignedBrand;
  worksBrand: boolean;
  worksPairing: boolean;
  ctx: RowActionContext;
}) {
  const assigned = ctx.tab === 'ASSIGNED' && 'stage' in b ? b : null;
  const canMail = canRead(currentUser(), 'POC_CONTACT');
  return (
    <>
      {assigned && worksPairing && <PairingButtons b={assigned} ctx={ctx} />}
      {assigned && worksBrand && (
        <Tooltip label="Collaborators">
          <ActionIcon
            variant="subtle"
            onClick={() => ctx.openCollaborators(assigned)}
            data-testid={`collaborators-${b.brandId}`}
            aria-label={`Collaborators of ${b.brandName}`}
          >
            <IconUsersGroup size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {assigned && canMail && (
        <Tooltip label="Mails">
          <ActionIcon
            variant="subtle"
            onClick={() => ctx.openMails(assigned)}
            disabled={!ctx.inventory}
            data-testid={`mails-${b.brandId}`}
            aria-label={`Mails with ${b.brandName}`}
          >
            <IconMail size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {assigned && (
        <AddTaskButton
          compact
          label={`Add task on ${b.brandName}`}
          prefill={{
            brandIds: [b.brandId],
            inventoryId: ctx.inventory?.inventoryId,
            eventId: ctx.eventId || undefined,
          }}
          disabled={!ctx.inventory}
          testId={`add-task-${b.brandId}`}
        />
      )}
      {(worksBrand ? ctx.actions : []).map((a) => (
        <StatusAction key={a} a={a} b={b} ctx={ctx} />
      ))}
    </>
  );
}

/** Update stage and Add call notes on an assigned pairing. */
function PairingButtons({ b, ctx }: { b: AssignedBrand; ctx: RowActionContext }) {
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconProgress size={14} />}
        onClick={() => ctx.openStage(b)}
        data-testid={`stage-button-${b.brandId}`}
      >
        Update stage
      </Button>
      <Button
        component={Link}
        to={callNotesPath({ brandId: b.brandId, eiId: ctx.eiId })}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconNotes size={14} />}
        data-testid={`callnotes-link-${b.brandId}`}
      >
        Add call notes
      </Button>
    </>
  );
}

/** One status action on one brand: a trash icon on the Assigned tab, a labelled button elsewhere. */
function StatusAction({
  a,
  b,
  ctx,
}: {
  a: BrandStatusAction;
  b: PairingBrand;
  ctx: RowActionContext;
}) {
  const common = {
    color: ACTION_COLORS[a],
    disabled: ctx.actionPending,
    onClick: () => ctx.request(a, [b.brandId], false),
    'data-testid': `row-${a.toLowerCase()}-${b.brandId}`,
    'aria-label': `${ACTION_LABELS[a]} ${b.brandName}`,
  };
  return ctx.tab === 'ASSIGNED' ? (
    <Tooltip label={ACTION_LABELS[a]}>
      <ActionIcon variant="subtle" {...common}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button size="compact-sm" variant={a === 'DISCARD' ? 'subtle' : 'light'} {...common}>
      {ACTION_LABELS[a]}
    </Button>
  );
}
