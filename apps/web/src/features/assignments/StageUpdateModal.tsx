import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  STAGE_MAPPING,
  STAGE_TAGS,
  STAGES,
  type Stage,
  type StageTag,
  type StageUpdateRequest,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { isPastDay, todayIst } from '../../lib/dates';
import { DateField } from '../common/DateField';
import { codeLabel } from '@crm/contracts';
import { NumberField } from '../common/NumberField';
import { croreRule, hasNumberError, lengthError, TEXT_LIMITS } from '../common/validation';
import { PastFollowUpConfirm } from './PastFollowUpConfirm';
import { useStageUpdate } from './queries';

/** Options of the Stage V2 select, labelled per the mapping table (spec 001 §4). */
export const STAGE_OPTIONS = STAGES.map((s) => ({ value: s, label: STAGE_MAPPING[s].label }));
/** Lead tag options (spec 001 §4), labelled in words. */
const TAG_OPTIONS = STAGE_TAGS.map((t) => ({ value: t, label: codeLabel(t) }));
/** The three deal values of a pairing, in crore (contracts StageFields). */
export const VALUE_RULES = {
  proposed: croreRule('Proposed value'),
  negotiated: croreRule('Negotiated value'),
  closed: croreRule('Closed value'),
};

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

const toNum = (v: number | string) =>
  v === '' || v === null || v === undefined ? null : Number(v);
const day = (d: string | null) => (d ? d.slice(0, 10) : '');

/**
 * 'Update stage' dialog (spec 001 §4): stage, tag, lost reason (required for Not Interested, shown
 * inline), proposed / negotiated / closed value in crore, follow-up date and expected closure →
 * POST /api/event/inventory/brand/stage/update; toasts 'Stage updated successfully'. Values out of
 * range and an over-long reason are refused inline (Save disabled); a new follow-up date in the past
 * is confirmed first.
 */
export function StageUpdateModal({
  target,
  onClose,
}: {
  target: StageTarget | null;
  onClose: () => void;
}) {
  const [stage, setStage] = useState<Stage>('ASSIGNED');
  const [tag, setTag] = useState<StageTag | null>(null);
  const [lostReason, setLostReason] = useState('');
  const [proposed, setProposed] = useState<number | string>('');
  const [negotiated, setNegotiated] = useState<number | string>('');
  const [closed, setClosed] = useState<number | string>('');
  const [followUp, setFollowUp] = useState('');
  const [closure, setClosure] = useState('');
  const [closureRefused, setClosureRefused] = useState<string | null>(null);
  const [lostError, setLostError] = useState<string | null>(null);
  const [pastBody, setPastBody] = useState<StageUpdateRequest | null>(null);
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
    setClosureRefused(null);
    setLostError(null);
    setPastBody(null);
  }, [target]);

  const reasonTooLong =
    stage === 'NOT_INTERESTED'
      ? lengthError('Lost reason', lostReason.trim(), TEXT_LIMITS.lostReason)
      : null;
  const invalid =
    !!reasonTooLong ||
    !!closureRefused ||
    hasNumberError(
      [proposed, VALUE_RULES.proposed],
      [negotiated, VALUE_RULES.negotiated],
      [closed, VALUE_RULES.closed],
    );

  const send = (body: StageUpdateRequest) =>
    update.mutate(body, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        setPastBody(null);
        onClose();
      },
      onError: (err) => {
        toastError(err);
        setPastBody(null);
      },
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || invalid) return;
    if (stage === 'NOT_INTERESTED' && !lostReason.trim()) {
      setLostError(MESSAGES.lostReasonRequired);
      return;
    }
    const body: StageUpdateRequest = {
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
    };
    // A follow-up date newly set in the past is confirmed; one already stored is sent as it was.
    if (followUp !== day(target.followUpDate) && isPastDay(followUp)) setPastBody(body);
    else send(body);
  };

  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title={target ? `Update stage — ${target.brandName}` : 'Update stage'}
      centered
      size="lg"
    >
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
            <Select
              label="Tag"
              data={TAG_OPTIONS}
              value={tag}
              onChange={(v) => setTag((v as StageTag) ?? null)}
              clearable
              placeholder="No tag"
              data-testid="tag-select"
            />
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
              error={lostError ?? reasonTooLong}
              autosize
              minRows={2}
              data-testid="lost-reason"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberField
              label="Proposed value (in Cr)"
              rule={VALUE_RULES.proposed}
              value={proposed}
              onChange={setProposed}
              data-testid="proposed-value"
            />
            <NumberField
              label="Negotiated value (in Cr)"
              rule={VALUE_RULES.negotiated}
              value={negotiated}
              onChange={setNegotiated}
              data-testid="negotiated-value"
            />
            <NumberField
              label="Closed value (in Cr)"
              rule={VALUE_RULES.closed}
              value={closed}
              onChange={setClosed}
              data-testid="closed-value"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Follow-Up date"
              value={followUp}
              onChange={setFollowUp}
              data-testid="follow-up-date"
            />
            <DateField
              label="Expected closure by"
              value={closure}
              onChange={setClosure}
              minDate={todayIst()}
              onRefusal={setClosureRefused}
              data-testid="expected-closure"
            />
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
            <Button
              type="submit"
              loading={update.isPending}
              disabled={invalid}
              data-testid="stage-submit"
            >
              Update stage
            </Button>
          </Group>
        </Stack>
      </form>
      <PastFollowUpConfirm
        dates={pastBody && [{ date: followUp }]}
        pending={update.isPending}
        onConfirm={() => pastBody && send(pastBody)}
        onClose={() => setPastBody(null)}
      />
    </Modal>
  );
}
