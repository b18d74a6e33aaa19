import { ActionIcon, Checkbox, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconThumbDown } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, pairingRoutes, type BrandSummary } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { toastError } from '../../lib/api';
import { callRoute, routeKey } from '../../lib/useApi';
import { useDiscardUndo, type BrandActionBody, useBrandPairings } from '../pairings';
import { invalidatePairings } from '../../lib/pairingCache';

/**
 * The My Brands row action 'Discard' (spec 001 §8 brand status action): the brand's Assigned pairings the
 * caller works are moved to not fit (DISCARDED, the deal data kept) through the brand status action, one
 * history row per pairing; the toast 'Brand Successfully moved to not fit' carries Undo (RESTORE).
 */
export function DiscardMyBrand({ brand }: { brand: BrandSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label="Discard: move to not fit">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Discard ${brand.brandName}`}
          onClick={() => setOpen(true)}
          data-testid={`my-brand-discard-${brand.brandId}`}
        >
          <IconThumbDown size={16} />
        </ActionIcon>
      </Tooltip>
      {open && <DiscardModal brand={brand} onClose={() => setOpen(false)} />}
    </>
  );
}

const NO_FILTERS: BrandActionBody['filters'] = {
  searchFor: '',
  industryIds: [],
  brandOwnerIds: [],
  stages: [],
};

/** Picks the brand's Assigned pairings to discard (all checked) and sends DISCARD from the ASSIGNED tab. */
function DiscardModal({ brand, onClose }: { brand: BrandSummary; onClose: () => void }) {
  const qc = useQueryClient();
  const undo = useDiscardUndo();
  const pairings = useBrandPairings(brand.brandId);
  // the brand's pairings are its Assigned ones; canUpdate: the caller works it
  const open = (pairings.data?.pairings ?? []).filter((p) => p.canUpdate);
  const [unpicked, setUnpicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const eiIds = open.map((p) => p.eiId).filter((id) => !unpicked.has(id));
  const discard = () => {
    const body: BrandActionBody = {
      eiIds,
      action: 'DISCARD',
      brandId: [brand.brandId],
      selectAll: false,
      selectionType: 'ASSIGNED',
      filters: NO_FILTERS,
    };
    setBusy(true);
    callRoute(pairingRoutes.statusAction, body)
      .then(() => {
        onClose();
        undo(body, MESSAGES.discardedFromMyBrands);
      })
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        void qc.invalidateQueries({
          queryKey: routeKey(pairingRoutes.brandPairings, { brandId: brand.brandId }),
        });
        eiIds.forEach((eiId) => invalidatePairings(qc, eiId));
      });
  };
  return (
    <ConfirmModal
      opened
      title={`Discard ${brand.brandName}`}
      confirmLabel="Move to not fit"
      color="red"
      loading={busy || pairings.isLoading}
      disabled={eiIds.length === 0}
      onConfirm={discard}
      onClose={onClose}
    >
      <Stack gap="xs" data-testid="my-brand-discard-modal">
        {pairings.isLoading ? null : open.length === 0 ? (
          <Text size="sm">This brand has no assigned inventory of yours to discard.</Text>
        ) : (
          <>
            <Text size="sm">
              Move this brand to not fit on these inventories? Its stage, tag, values and follow-up
              date are kept; you can undo this right after.
            </Text>
            {open.map((p) => (
              <Checkbox
                key={p.eiId}
                label={`${p.eventName} · ${p.inventoryName} (${p.stageLabel})`}
                checked={!unpicked.has(p.eiId)}
                onChange={(e) => {
                  const next = new Set(unpicked);
                  if (e.currentTarget.checked) next.delete(p.eiId);
                  else next.add(p.eiId);
                  setUnpicked(next);
                }}
                data-testid={`my-brand-discard-ei-${p.eiId}`}
              />
            ))}
          </>
        )}
      </Stack>
    </ConfirmModal>
  );
}
