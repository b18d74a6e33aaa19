import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { canRead, currentUser } from '../../lib/user';
import { useBrandInfo } from '../../lib/brandInfo';
import { useBrandPairings, useCanWorkBrand } from './brandPairings';
import { CallNotesBrand } from './callNotes/CallNotesBrand';
import { InteractionFields } from './callNotes/InteractionFields';
import { PairingsPanel } from './callNotes/PairingsPanel';
import { PreviousMeetings } from './callNotes/PreviousMeetings';
import { useCallNotesForm } from './callNotes/useCallNotesForm';
import { PastFollowUpConfirm } from './PastFollowUpConfirm';
import { ThrottledButton } from '../../components/ThrottledButton';

/**
 * /addcallnotes?brandId&pocId&eiId 'Assign & Update Inventories' (spec 000 §2.1, 001 §4): record an
 * interaction with a POC and update the brand's pairings the caller may work, in one PUT
 * /api/brand/interactions ('Call Details updated successfully'). Pairings still Assigned move to In
 * Progress. Only the pairing the user came from (eiId) starts checked. The pairings listed are those the user
 * works (mayWorkPairing); an accepted collaborator who does not work the brand itself must check theirs. Users
 * who work neither the brand nor one of its pairings see the access warning and no form (live: a revoked
 * collaboration reloads the pairings); past follow-up dates are confirmed first. The brand's previous
 * meetings are listed below the form, each deletable by its author or an admin (confirm, then Undo).
 */
export default function CallNotesPage() {
  const [params] = useSearchParams();
  const brandId = Number(params.get('brandId')) > 0 ? Number(params.get('brandId')) : undefined;
  const info = useBrandInfo(brandId);
  const pairings = useBrandPairings(canRead(currentUser(), 'PIPELINE') ? brandId : undefined);
  const allowed = useCanWorkBrand(brandId);
  if (!brandId)
    return (
      <EmptyState
        title="No brand selected"
        description="Open call notes from a brand or an assigned inventory."
      />
    );
  if (!allowed && loadFailed(info)) return <LoadError what="this brand" query={info} />;
  if (!allowed && (info.isLoading || pairings.isLoading)) return <SkeletonBlock lines={4} />;
  if (!allowed) {
    return (
      <Stack p="md">
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          data-testid="callnotes-access-denied"
        >
          {MESSAGES.callNotesAccessDenied}
        </Alert>
      </Stack>
    );
  }
  return <CallNotesForm brandId={brandId} />;
}

/**
 * The call notes form (useCallNotesForm): brand, interaction, pairings, Cancel and Submit; below it the
 * brand's previous meetings for those who may read call notes, where a meeting may be deleted.
 */
function CallNotesForm({ brandId }: { brandId: number }) {
  const f = useCallNotesForm(brandId);
  return (
    <Stack gap="md" p="md" maw={1100}>
      <Title order={2}>Assign &amp; Update Inventories</Title>
      <CallNotesBrand info={f.info} />
      <form onSubmit={f.submit} noValidate>
        <Stack gap="md">
          <InteractionFields f={f} />
          <PairingsPanel f={f} />
          <Group justify="flex-end">
            <Button variant="default" onClick={f.leave} disabled={f.saving}>
              Cancel
            </Button>
            <ThrottledButton
              type="submit"
              loading={f.saving}
              disabled={f.invalid}
              data-testid="callnotes-submit"
            >
              Submit
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
      <PastFollowUpConfirm
        dates={f.pastConfirm.dates}
        pending={f.saving}
        onConfirm={f.pastConfirm.onConfirm}
        onClose={f.pastConfirm.onClose}
      />
      {canRead(currentUser(), 'CALL_NOTES') && <PreviousMeetings brandId={brandId} />}
    </Stack>
  );
}
