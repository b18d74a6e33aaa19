import { Group, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { INTERACTION_TYPES, type InteractionType } from '@crm/contracts';
import { formatIndian } from '../../../lib/format';
import { TEXT_LIMITS } from '../../../lib/validation';
import type { CallNotesFormState } from './useCallNotesForm';

const TYPE_LABELS: Record<InteractionType, string> = {
  CALL: 'Call',
  MAIL: 'Mail',
  WHATSAPP: 'WhatsApp',
  SMS: 'SMS',
  NOTE: 'Note',
};

/** The interaction: the POC spoken with, the interaction type and the note with its length. */
export function InteractionFields({ f }: { f: CallNotesFormState }) {
  const b = f.info.data;
  return (
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
            value={f.pocId}
            onChange={f.setPocId}
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
              value={f.type}
              onChange={(v) => f.setType(v as InteractionType)}
              data={INTERACTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              data-testid="callnotes-type"
            />
          </Stack>
        </Group>
        <Textarea
          label="Note"
          required
          placeholder="What was discussed?"
          value={f.note}
          onChange={(e) => f.setNote(e.currentTarget.value.replace(/^\s+/, ''))}
          error={f.noteError}
          description={`${formatIndian(f.note.trim().length)} / ${formatIndian(TEXT_LIMITS.callNote)}`}
          autosize
          minRows={4}
          maxRows={12}
          data-testid="callnotes-note"
        />
      </Stack>
    </Paper>
  );
}
