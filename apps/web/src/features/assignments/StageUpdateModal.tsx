import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, STAGE_MAPPING, STAGE_TAGS, STAGES, type Stage, type StageTag } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useStageUpdate } from './queries';

/** Options of the Stage V2 select, labelled per the mapping table (spec 001 §4). */
export const STAGE_OPTIONS = STAGES.map((s) => ({ value: s, label: STAGE_MAPPING[s].label }));
/** Lead tag options (spec 001 §4), labelled in words. */
export const TAG_OPTIONS = STAGE_TAGS.map((t) => ({ value: t, label: t.charAt(0) + t.slice(1).toLowerCase().replace(/_/g, ' ') }));

/** The pairing a stage form edits, with its current values (crore, YYYY-MM-DD). */
export type StageTarget = {
  eiId: number;
  brandId: number;
  brandName: string;
  stage: Stage;
  tag: StageTag | null;
  lostReason: string | null;
  proposedValue: number | null;
  negotiatedValue: number | null;
  closedValue: number | null;
  followUpDate: string | null;
  expectedClosure: string | null;
};

const toNum = (v: number | string) => (v === '' || v === null || v === undefined ? null : Number(v));
const day = (d: string | null) => (d ? d.slice(0, 10) : '');

/**
 * 'Update stage' dialog (spec 001 §4): stage, tag, lost reason (required for NOT_INTERESTED, shown
 * inline), proposed / negotiated / closed value in crore, follow-up date and expected closure →
 * POST /api/event/inventory/brand/stage/update; toasts 'Stage updated successfully'.
 */
export function StageUpdateModal({ target, onClose }: { target: StageTarget | null; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>('ASSIGNED');
  const [tag, setTag] = useState<StageTag | null>(null);
  const [lostReason, setLostReason] = useState('');
  const [proposed, setProposed] = useState<number | string>('');
  const [negotiated, setNegotiated] = useState<number | string>('');
  const [closed, setClosed] = useState<number | string>('');
  const [followUp, setFollowUp] = useState('');
  const [closure, setClosure] = useState('');
  const [lostError, setLostError] = useState<string | null>(null);
  const update = useStageUpdate();

  useEffect(() => {
    if (!target) return;
    setStage(target.stage);
    setTag(target.tag);
    setLostReason(target.lostReason ?? '');
    setProposed(target.proposedValue ?? '');
    setNegotiated(target.negotiatedValue ?? '');
    setClosed(target.closedValue ?? '');
    setFollowUp(day(target.followUpDate));
    setClosure(day(target.expectedClosure));
    setLostError(null);
  }, [target]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    if (stage === 'NOT_INTERESTED' && !lostReason.trim()) {
      setLostError(MESSAGES.lostReasonRequired);
      return;
    }
    update.mutate(
      {
        eiId: target.eiId,
        brandId: target.brandId,
        stage,
        tag,
        lostReason: stage === 'NOT_INTERESTED' ? lostReason.trim() : null,
        proposedValue: toNum(proposed),
        negotiatedValue: toNum(negotiated),
        closedValue: toNum(closed),
        followUpDate: followUp || null,
        expectedClosure: closure || null,
      },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: toastError,
      },
    );
  };

  return (
    <Modal opened={!!target} onClose={onClose} title={target ? `Update stage — ${target.brandName}` : 'Update stage'} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="stage-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Stage"
              data={STAGE_OPTIONS}
              value={stage}
              onChange={(v) => {
                if (!v) return;
                setStage(v as Stage);
                if (v !== 'NOT_INTERESTED') setLostError(null);
              }}
              allowDeselect={false}
              required
              data-testid="stage-select"
              comboboxProps={{ withinPortal: true }}
            />
            <Select label="Tag" data={TAG_OPTIONS} value={tag} onChange={(v) => setTag((v as StageTag) ?? null)} clearable placeholder="No tag" data-testid="tag-select" />
          </SimpleGrid>
          {stage === 'NOT_INTERESTED' && (
            <Textarea
              label="Lost reason"
              required
              value={lostReason}
              onChange={(e) => {
                setLostReason(e.currentTarget.value);
                if (e.currentTarget.value.trim()) setLostError(null);
              }}
              error={lostError}
              maxLength={500}
              autosize
              minRows={2}
              data-testid="lost-reason"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label="Proposed value (in Cr)" value={proposed} onChange={setProposed} min={0} max={1_000_000} decimalScale={2} data-testid="proposed-value" />
            <NumberInput label="Negotiated value (in Cr)" value={negotiated} onChange={setNegotiated} min={0} max={1_000_000} decimalScale={2} data-testid="negotiated-value" />
            <NumberInput label="Closed value (in Cr)" value={closed} onChange={setClosed} min={0} max={1_000_000} decimalScale={2} data-testid="closed-value" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Follow-Up date" value={followUp} onChange={(e) => setFollowUp(e.currentTarget.value)} data-testid="follow-up-date" />
            <TextInput type="date" label="Expected closure by" value={closure} onChange={(e) => setClosure(e.currentTarget.value)} data-testid="expected-closure" />
          </SimpleGrid>
          {lostError && stage !== 'NOT_INTERESTED' && (
            <Text c="red" size="sm">
              {lostError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="stage-submit">
              Update stage
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
