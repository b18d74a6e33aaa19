import { Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { EmailAttachment } from '@crm/contracts';
import type { ComposeState } from './useComposeMail';

type Choice = { kind: EmailAttachment['kind']; id: number; label: string; linkOnly: boolean };

/**
 * The pairing's latest deck and its inventory's case studies to attach (issue 41 §4): each picked goes as
 * the file or as a link that records each open (a case study that is only a link goes as a link).
 */
export function AttachmentPicker({ s }: { s: ComposeState }) {
  const choices: Choice[] = [
    ...s.decks.map((d) => ({
      kind: 'DECK' as const,
      id: d.deckId,
      label: `Deck: ${d.deckName} (v${d.deckVersion})`,
      linkOnly: false,
    })),
    ...s.caseStudies.map((c) => ({
      kind: 'CASE_STUDY' as const,
      id: c.id,
      label: `Case study: ${c.title}`,
      linkOnly: !c.fileName,
    })),
  ];
  if (!choices.length) return null;
  const picked = (c: Choice) => s.draft.attachments.find((a) => a.kind === c.kind && a.id === c.id);
  const set = (c: Choice, as: EmailAttachment['as'] | null) =>
    s.setDraft((d) => ({
      ...d,
      attachments: [
        ...d.attachments.filter((a) => !(a.kind === c.kind && a.id === c.id)),
        ...(as ? [{ kind: c.kind, id: c.id, as }] : []),
      ],
    }));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Attach
      </Text>
      {choices.map((c) => {
        const p = picked(c);
        return (
          <Group key={`${c.kind}-${c.id}`} justify="space-between" wrap="nowrap">
            <Checkbox
              label={c.label}
              checked={!!p}
              onChange={(e) =>
                set(c, e.currentTarget.checked ? (c.linkOnly ? 'LINK' : 'FILE') : null)
              }
              data-testid={`compose-attach-${c.kind}-${c.id}`}
            />
            {p && !c.linkOnly && (
              <SegmentedControl
                size="xs"
                value={p.as}
                onChange={(v) => set(c, v as EmailAttachment['as'])}
                data={[
                  { value: 'FILE', label: 'File' },
                  { value: 'LINK', label: 'Tracked link' },
                ]}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
