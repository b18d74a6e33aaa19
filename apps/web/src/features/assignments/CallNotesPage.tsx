import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  COLLAB_MESSAGES,
  INTERACTION_TYPES,
  MESSAGES,
  STAGE_MAPPING,
  type BrandPairingsResult,
  type CallNotesRequest,
  type InteractionType,
  type Stage,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { isPastDay } from '../../lib/dates';
import { formatDate, formatIndian } from '../../lib/format';
import { BrandAvatar } from '../common/Avatars';
import { brandInfoPath, inventoryDetailPath } from '../common/links';
import { LoadError, loadFailed } from '../common/LoadError';
import { DateField } from '../common/DateField';
import { NumberField } from '../common/NumberField';
import { SkeletonBlock } from '../common/SkeletonRows';
import { StageBadge } from '../common/StageBadge';
import { useToastOnError } from '../common/useToastOnError';
import { canRead, canWorkBrand, currentUser } from '../common/user';
import { hasNumberError, lengthError, TEXT_LIMITS } from '../common/validation';
import { useBrandInfo, useBrandPairings, useCanWorkBrand } from '../brands/queries';
import { PastFollowUpConfirm } from './PastFollowUpConfirm';
import { useCallNotes } from './queries';
import { STAGE_OPTIONS, VALUE_RULES } from './StageUpdateModal';

const TYPE_LABELS: Record<InteractionType, string> = {
  CALL: 'Call',
  MAIL: 'Mail',
  WHATSAPP: 'WhatsApp',
  SMS: 'SMS',
  NOTE: 'Note',
};

type Pairing = BrandPairingsResult['pairings'][number];
/** Per-pairing edits: included (checkbox), optional new stage and values (crore), follow-up date. */
type Edit = {
  checked: boolean;
  stage: Stage | null;
  lostReason: string;
  proposed: number | string;
  negotiated: number | string;
  closed: number | string;
  followUp: string;
};
const blankEdit = (checked: boolean): Edit => ({
  checked,
  stage: null,
  lostReason: '',
  proposed: '',
  negotiated: '',
  closed: '',
  followUp: '',
});
const num = (v: number | string) => (v === '' ? undefined : Number(v));
const editInvalid = (ed: Edit) =>
  ed.checked &&
  (hasNumberError(
    [ed.proposed, VALUE_RULES.proposed],
    [ed.negotiated, VALUE_RULES.negotiated],
    [ed.closed, VALUE_RULES.closed],
  ) ||
    (ed.stage === 'NOT_INTERESTED' &&
      lengthError('Lost reason', ed.lostReason.trim(), TEXT_LIMITS.lostReason) !== null));

/**
 * /addcallnotes?brandId&pocId&eiId 'Assign & Update Inventories' (spec 000 §2.1, 001 §4): record an
 * interaction with a POC and update the brand's pairings the caller may work, in one PUT
 * /api/brand/interactions ('Call Details updated successfully'). Pairings still Assigned move to In
 * Progress. Only the pairing the user came from (eiId) starts checked. The pairings listed are those the user
 * works (mayWorkPairing); an accepted collaborator who does not work the brand itself must check theirs. Users
 * who work neither the brand nor one of its pairings see the access warning and no form (live: a revoked
 * collaboration reloads the pairings); past follow-up dates are confirmed first.
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

function CallNotesForm({ brandId }: { brandId: number }) {
  const [params] = useSearchParams();
  const pocParam = Number(params.get('pocId')) > 0 ? params.get('pocId') : null;
  const fromEiId = Number(params.get('eiId')) || 0;
  const navigate = useNavigate();
  const info = useBrandInfo(brandId);
  const pairingsQ = useBrandPairings(brandId);
  useToastOnError(info.error);
  useToastOnError(pairingsQ.error);
  const save = useCallNotes();
  const [pastBody, setPastBody] = useState<CallNotesRequest | null>(null);

  const [pocId, setPocId] = useState<string | null>(pocParam);
  const [type, setType] = useState<InteractionType>('CALL');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [lostErrors, setLostErrors] = useState<Record<number, boolean>>({});
  const [pickError, setPickError] = useState(false);
  // a collaborator works the listed pairings only: the note goes with one of them
  const worksBrand =
    !!info.data &&
    canWorkBrand(
      currentUser(),
      info.data.brandOwners.map((o) => o.brandOwnerUserId),
    );

  const pairings = useMemo(
    () => (pairingsQ.data?.pairings ?? []).filter((p) => p.canUpdate),
    [pairingsQ.data],
  );
  const hidden = (pairingsQ.data?.pairings.length ?? 0) - pairings.length;
  useEffect(() => setPocId(pocParam), [pocParam]);

  const edit = (eiId: number): Edit => edits[eiId] ?? blankEdit(eiId === fromEiId);
  const patch = (eiId: number, p: Partial<Edit>) => {
    setEdits((e) => ({ ...e, [eiId]: { ...(e[eiId] ?? blankEdit(eiId === fromEiId)), ...p } }));
    if (p.checked) setPickError(false);
  };
  const noteTooLong = lengthError('Note', note.trim(), TEXT_LIMITS.callNote);
  const invalid = !!noteTooLong || pairings.some((p) => editInvalid(edit(p.eiId)));

  const leave = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(brandInfoPath(brandId, info.data?.brandName));
  };

  /** The follow-up dates in the past among the updates, with the inventory each belongs to. */
  const pastDates = (body: CallNotesRequest) =>
    (body.updates ?? []).flatMap((u) => {
      const p = pairings.find((x) => x.eiId === u.eiId);
      return u.followUpDate && isPastDay(u.followUpDate)
        ? [{ date: u.followUpDate, where: p && `${p.inventoryName} at ${p.eventName}` }]
        : [];
    });

  const send = (body: CallNotesRequest) =>
    save.mutate(body, {
      onSuccess: (r) => {
        toastSuccess(r.message || MESSAGES.callDetailsUpdated);
        leave();
      },
      onError: (err) => {
        toastError(err);
        setPastBody(null);
      },
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const text = note.trim();
    let bad = false;
    if (!text) {
      setNoteError('Note is required');
      bad = true;
    }
    const lost: Record<number, boolean> = {};
    for (const p of pairings) {
      const ed = edit(p.eiId);
      if (ed.checked && ed.stage === 'NOT_INTERESTED' && !ed.lostReason.trim()) lost[p.eiId] = true;
    }
    setLostErrors(lost);
    const unpicked = !worksBrand && !pairings.some((p) => edit(p.eiId).checked);
    setPickError(unpicked);
    if (bad || unpicked || Object.keys(lost).length) return;
    const updates = pairings
      .filter((p) => edit(p.eiId).checked)
      .map((p) => {
        const ed = edit(p.eiId);
        return {
          eiId: p.eiId,
          ...(ed.stage ? { stage: ed.stage } : {}),
          ...(ed.stage === 'NOT_INTERESTED' ? { lostReason: ed.lostReason.trim() } : {}),
          ...(num(ed.proposed) !== undefined ? { proposedValue: num(ed.proposed) } : {}),
          ...(num(ed.negotiated) !== undefined ? { negotiatedValue: num(ed.negotiated) } : {}),
          ...(num(ed.closed) !== undefined ? { closedValue: num(ed.closed) } : {}),
          ...(ed.followUp ? { followUpDate: ed.followUp } : {}),
        };
      });
    const body = { brandId, pocId: pocId ? Number(pocId) : null, type, note: text, updates };
    if (pastDates(body).length) setPastBody(body);
    else send(body);
  };

  const b = info.data;
  return (
    <Stack gap="md" p="md" maw={1100}>
      <Title order={2}>Assign &amp; Update Inventories</Title>
      <Paper withBorder radius="md" p="md">
        {!b ? (
          loadFailed(info) ? (
            <LoadError what="this brand" query={info} />
          ) : (
            <SkeletonBlock lines={2} />
          )
        ) : (
          <Group gap="md">
            <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={44} />
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={brandInfoPath(b.brandId, b.brandName)}
                fw={700}
                size="lg"
                data-testid="callnotes-brand"
              >
                {b.brandName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[b.companyName, b.industryName].filter(Boolean).join(' · ') || '—'}
              </Text>
            </Stack>
          </Group>
        )}
      </Paper>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Group align="flex-end" gap="md" wrap="wrap">
                <Select
                  label="Point of contact"
                  placeholder={b && b.pocs.length === 0 ? 'This brand has no POCs' : 'Select a POC'}
                  data={(b?.pocs ?? []).map((p) => ({
                    value: String(p.pocId),
                    label: `${p.pocName}${p.pocRole ? ` — ${p.pocRole}` : ''}${p.pocIsPrimary ? ' (primary)' : ''}`,
                  }))}
                  value={pocId}
                  onChange={setPocId}
                  clearable
                  searchable
                  w={{ base: '100%', sm: 420 }}
                  data-testid="callnotes-poc"
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="interaction-type-label">
                    Interaction type
                  </Text>
                  <SegmentedControl
                    aria-labelledby="interaction-type-label"
                    value={type}
                    onChange={(v) => setType(v as InteractionType)}
                    data={INTERACTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
                    data-testid="callnotes-type"
                  />
                </Stack>
              </Group>
              <Textarea
                label="Note"
                required
                placeholder="What was discussed?"
                value={note}
                onChange={(e) => {
                  const v = e.currentTarget.value.replace(/^\s+/, '');
                  setNote(v);
                  if (v) setNoteError(null);
                }}
                error={noteError ?? noteTooLong}
                description={`${formatIndian(note.trim().length)} / ${formatIndian(TEXT_LIMITS.callNote)}`}
                autosize
                minRows={4}
                maxRows={12}
                data-testid="callnotes-note"
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="xs">
              Inventories
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Check the inventories this note is about: they are updated with it, and those still
              Assigned move to In Progress.
            </Text>
            {loadFailed(pairingsQ) ? (
              <LoadError what="the inventories" query={pairingsQ} />
            ) : pairingsQ.isLoading ? (
              <SkeletonBlock lines={3} height={40} />
            ) : pairings.length === 0 ? (
              <EmptyState
                title="No inventories to update"
                description="The note is still recorded on the brand."
              />
            ) : (
              <Stack gap="sm" data-testid="callnotes-pairings">
                {pairings.map((p) => (
                  <PairingEditor
                    key={p.eiId}
                    p={p}
                    ed={edit(p.eiId)}
                    lostError={!!lostErrors[p.eiId]}
                    onChange={(x) => patch(p.eiId, x)}
                  />
                ))}
              </Stack>
            )}
            {pickError && (
              <Alert
                mt="sm"
                color="red"
                icon={<IconAlertTriangle size={16} />}
                data-testid="callnotes-pick-error"
              >
                {COLLAB_MESSAGES.pickSharedPairing}
              </Alert>
            )}
            {hidden > 0 && (
              <Alert mt="sm" color="gray" icon={<IconInfoCircle size={16} />}>
                {hidden} other {hidden === 1 ? 'inventory is' : 'inventories are'} not yours to work
                and not listed.
              </Alert>
            )}
          </Paper>

          <Group justify="flex-end">
            <Button variant="default" onClick={leave} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={invalid}
              data-testid="callnotes-submit"
            >
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
      <PastFollowUpConfirm
        dates={pastBody && pastDates(pastBody)}
        pending={save.isPending}
        onConfirm={() => pastBody && send(pastBody)}
        onClose={() => setPastBody(null)}
      />
    </Stack>
  );
}

function PairingEditor({
  p,
  ed,
  lostError,
  onChange,
}: {
  p: Pairing;
  ed: Edit;
  lostError: boolean;
  onChange: (e: Partial<Edit>) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={ed.checked ? undefined : 'var(--mantine-color-gray-light)'}
      data-testid={`callnotes-pairing-${p.eiId}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          checked={ed.checked}
          onChange={(e) => onChange({ checked: e.currentTarget.checked })}
          aria-label={`Update ${p.inventoryName} at ${p.eventName}`}
          data-testid={`callnotes-check-${p.eiId}`}
          label={
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {p.inventoryName}
              </Text>
              <Text size="xs" c="dimmed">
                {p.eventName}
              </Text>
            </Stack>
          }
        />
        <Group gap="xs" wrap="nowrap">
          <StageBadge stage={p.stage} />
          {p.followUpDate && (
            <Badge variant="outline" color="gray" size="sm">
              Follow-up {formatDate(p.followUpDate)}
            </Badge>
          )}
          <Anchor component={Link} to={inventoryDetailPath(p)} size="xs">
            Open
          </Anchor>
        </Group>
      </Group>
      {ed.checked && (
        <SimpleGrid cols={{ base: 1, sm: 5 }} mt="sm" spacing="xs">
          <Select
            label="Stage"
            size="xs"
            placeholder={`Keep ${STAGE_MAPPING[p.stage].label}`}
            data={STAGE_OPTIONS}
            value={ed.stage}
            onChange={(v) => onChange({ stage: (v as Stage) ?? null })}
            clearable
            data-testid={`callnotes-stage-${p.eiId}`}
          />
          <NumberField
            label="Proposed (Cr)"
            size="xs"
            rule={VALUE_RULES.proposed}
            placeholder={p.proposedValue?.toString() ?? ''}
            value={ed.proposed}
            onChange={(v) => onChange({ proposed: v })}
          />
          <NumberField
            label="Negotiated (Cr)"
            size="xs"
            rule={VALUE_RULES.negotiated}
            placeholder={p.negotiatedValue?.toString() ?? ''}
            value={ed.negotiated}
            onChange={(v) => onChange({ negotiated: v })}
          />
          <NumberField
            label="Closed (Cr)"
            size="xs"
            rule={VALUE_RULES.closed}
            placeholder={p.closedValue?.toString() ?? ''}
            value={ed.closed}
            onChange={(v) => onChange({ closed: v })}
          />
          <DateField
            label="Follow-Up date"
            size="xs"
            value={ed.followUp}
            onChange={(followUp) => onChange({ followUp })}
            data-testid={`callnotes-follow-up-${p.eiId}`}
          />
        </SimpleGrid>
      )}
      {ed.checked && ed.stage === 'NOT_INTERESTED' && (
        <TextInput
          mt="xs"
          size="xs"
          label="Lost reason"
          required
          value={ed.lostReason}
          onChange={(e) => onChange({ lostReason: e.currentTarget.value })}
          error={
            lostError && !ed.lostReason.trim()
              ? MESSAGES.lostReasonRequired
              : lengthError('Lost reason', ed.lostReason.trim(), TEXT_LIMITS.lostReason)
          }
          data-testid={`callnotes-lost-${p.eiId}`}
        />
      )}
    </Paper>
  );
}
