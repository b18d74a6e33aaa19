import { Group, Paper, Stack } from '@mantine/core';
import { toastError } from '../../../lib/api';
import { useStartCallLock } from '../../users';
import { CustomFieldValuesView } from '../../customFields';
import { PocName } from '../PocName';
import { useSavePoc } from '../queries';
import { PocCardActions } from './PocCardActions';
import { PocCardContacts } from './PocCardContacts';
import { PocCardFacts } from './PocCardFacts';
import type { PocCardData } from './pocCardData';

/** What a card takes: the POC, what the user may do, and what its buttons call. */
type PocCardProps = {
  poc: PocCardData;
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Opens the POC's notes (spec 001 §7 'POC notes'); no Notes button without it. */
  onNotes?: () => void;
  /** Opens the mails with the POC (issue 41 §3); no Mails button without it. */
  onMails?: () => void;
};

/**
 * One POC card: name, primary badge, role, department, city, reporting line, email, phones, LinkedIn,
 * custom fields; call notes, edit and remove when allowed. Calling a number (tel: link) as someone
 * who may add call notes sets the call lock until they are saved (spec 000 §5, §7).
 */
export function PocCard(props: PocCardProps) {
  const { poc, canEdit, canAddCallNotes } = props;
  const startLock = useStartCallLock();
  const save = useSavePoc(poc.brandId);
  const onCall = () => {
    if (canAddCallNotes)
      startLock.mutate({ brandId: poc.brandId, pocId: poc.pocId }, { onError: toastError });
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`poc-card-${poc.pocId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={3} style={{ minWidth: 0 }}>
          <PocName poc={poc} size="md" />
          <PocCardFacts poc={poc} />
          <PocCardContacts poc={poc} onCall={onCall} />
          {poc.customFields && (
            <CustomFieldValuesView
              entity="POC"
              values={poc.customFields}
              canEdit={canEdit}
              columns={2}
              onSave={(customFields) => save.mutateAsync({ pocId: poc.pocId, customFields })}
            />
          )}
        </Stack>
        <PocCardActions {...props} />
      </Group>
    </Paper>
  );
}
