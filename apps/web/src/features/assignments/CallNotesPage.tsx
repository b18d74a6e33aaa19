import { Alert, Anchor, Badge, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INTERACTION_TYPES, MESSAGES, STAGE_MAPPING, type BrandPairingsResult, type InteractionType, type Stage } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { BrandAvatar } from '../common/Avatars';
import { brandInfoPath, inventoryDetailPath } from '../common/links';
import { SkeletonBlock } from '../common/SkeletonRows';
import { StageBadge } from '../common/StageBadge';
import { useToastOnError } from '../common/useToastOnError';
import { useBrandInfo, useBrandPairings } from '../brands/queries';
import { useCallNotes } from './queries';
import { STAGE_OPTIONS } from './StageUpdateModal';

const TYPE_LABELS: Record<InteractionType, string> = { CALL: 'Call', MAIL: 'Mail', WHATSAPP: 'WhatsApp', SMS: 'SMS', NOTE: 'Note' };

type Pairing = BrandPairingsResult['pairings'][number];
/** Per-pairing edits: included (checkbox), optional new stage and values (crore), follow-up date. */
type Edit = { checked: boolean; stage: Stage | null; lostReason: string; proposed: number | string; negotiated: number | string; closed: number | string; followUp: string };
const blankEdit = (): Edit => ({ checked: true, stage: null, lostReason: '', proposed: '', negotiated: '', closed: '', followUp: '' });
const num = (v: number | string) => (v === '' ? undefined : Number(v));

/**
 * /addcallnotes?brandId&pocId 'Assign & Update Inventories' (spec 000 §2.1, 001 §4): record an
 * interaction with a POC and update the brand's pairings the caller may work, in one PUT
 * /api/brand/interactions ('Call Details updated successfully'). Pairings still ASSIGNED move to IN_PROGRESS.
 */
export default function CallNotesPage() {
  const [params] = useSearchParams();
  const brandId = Number(params.get('brandId')) > 0 ? Number(params.get('brandId')) : undefined;
  const pocParam = Number(params.get('pocId')) > 0 ? params.get('pocId') : null;
  const navigate = useNavigate();
  const info = useBrandInfo(brandId);
  const pairingsQ = useBrandPairings(brandId);
  useToastOnError(info.error);
  useToastOnError(pairingsQ.error);
  const save = useCallNotes();

  const [pocId, setPocId] = useState<string | null>(pocParam);
  const [type, setType] = useState<InteractionType>('CALL');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [lostErrors, setLostErrors] = useState<Record<number, boolean>>({});

  const pairings = useMemo(() => (pairingsQ.data?.pairings ?? []).filter((p) => p.canUpdate), [pairingsQ.data]);
  const hidden = (pairingsQ.data?.pairings.length ?? 0) - pairings.length;
  useEffect(() => setPocId(pocParam), [pocParam]);

  if (!brandId) return <EmptyState title="No brand selected" description="Open call notes from a brand or an assigned inventory." />;

  const edit = (eiId: number): Edit => edits[eiId] ?? blankEdit();
  const patch = (eiId: number, p: Partial<Edit>) => setEdits((e) => ({ ...e, [eiId]: { ...(e[eiId] ?? blankEdit()), ...p } }));

  const leave = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(brandInfoPath(brandId, info.data?.brandName));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    if (bad || Object.keys(lost).length) return;
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
    save.mutate(
      { brandId, pocId: pocId ? Number(pocId) : null, type, note: text, updates },
      {
        onSuccess: (r) => {
          toastSuccess(r.message || MESSAGES.callDetailsUpdated);
          leave();
        },
        onError: toastError,
      },
    );
  };

  const b = info.data;
  return (
    <Stack gap="md" p="md" maw={1100}>
      <Title order={2}>Assign &amp; Update Inventories</Title>
      <Paper withBorder radius="md" p="md">
        {!b ? (
          info.error ? <Text c="red">Could not load this brand.</Text> : <SkeletonBlock lines={2} />
        ) : (
          <Group gap="md">
            <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={44} />
            <Stack gap={0}>
              <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={700} size="lg" data-testid="callnotes-brand">
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
                  data={(b?.pocs ?? []).map((p) => ({ value: String(p.pocId), label: `${p.pocName}${p.pocRole ? ` — ${p.pocRole}` : ''}${p.pocIsPrimary ? ' (primary)' : ''}` }))}
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
                error={noteError}
                autosize
                minRows={4}
                maxRows={12}
                maxLength={5000}
                data-testid="callnotes-note"
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="xs">
              Inventories
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Checked inventories are updated with this note; those still Assigned move to In Progress.
            </Text>
            {pairingsQ.isLoading ? (
              <SkeletonBlock lines={3} height={40} />
            ) : pairings.length === 0 ? (
              <EmptyState title="No inventories to update" description="The note is still recorded on the brand." />
            ) : (
              <Stack gap="sm" data-testid="callnotes-pairings">
                {pairings.map((p) => (
                  <PairingEditor key={p.eiId} p={p} ed={edit(p.eiId)} lostError={!!lostErrors[p.eiId]} onChange={(x) => patch(p.eiId, x)} />
                ))}
              </Stack>
            )}
            {hidden > 0 && (
              <Alert mt="sm" color="gray" icon={<IconInfoCircle size={16} />}>
                {hidden} other {hidden === 1 ? 'inventory is' : 'inventories are'} worked by other owners and not listed.
              </Alert>
            )}
          </Paper>

          <Group justify="flex-end">
            <Button variant="default" onClick={leave} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="callnotes-submit">
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function PairingEditor({ p, ed, lostError, onChange }: { p: Pairing; ed: Edit; lostError: boolean; onChange: (e: Partial<Edit>) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" bg={ed.checked ? undefined : 'var(--mantine-color-gray-light)'} data-testid={`callnotes-pairing-${p.eiId}`}>
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
          <NumberInput label="Proposed (Cr)" size="xs" placeholder={p.proposedValue?.toString() ?? ''} value={ed.proposed} onChange={(v) => onChange({ proposed: v })} min={0} max={1_000_000} decimalScale={2} />
          <NumberInput label="Negotiated (Cr)" size="xs" placeholder={p.negotiatedValue?.toString() ?? ''} value={ed.negotiated} onChange={(v) => onChange({ negotiated: v })} min={0} max={1_000_000} decimalScale={2} />
          <NumberInput label="Closed (Cr)" size="xs" placeholder={p.closedValue?.toString() ?? ''} value={ed.closed} onChange={(v) => onChange({ closed: v })} min={0} max={1_000_000} decimalScale={2} />
          <TextInput label="Follow-Up date" size="xs" type="date" value={ed.followUp} onChange={(e) => onChange({ followUp: e.currentTarget.value })} />
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
          error={lostError && !ed.lostReason.trim() ? MESSAGES.lostReasonRequired : null}
          maxLength={500}
          data-testid={`callnotes-lost-${p.eiId}`}
        />
      )}
    </Paper>
  );
}
