import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { EmailTemplate } from '@crm/contracts';
import { MailTextFields } from '../send/MailTextFields';

/** What the template form holds. */
export type TemplateDraft = { name: string; subject: string; body: string; shared: boolean };

const EMPTY: TemplateDraft = { name: '', subject: '', body: '', shared: false };

/**
 * A template's form (issue 41 §4), open while `editing` is given: a new one (`'new'`) or a change to one;
 * name, subject and body with merge fields; `canShare` (admins) offers "Shared with everyone".
 */
export function TemplateModal({
  editing,
  canShare,
  saving,
  onSave,
  onClose,
}: {
  editing: EmailTemplate | 'new' | null;
  canShare: boolean;
  saving: boolean;
  onSave: (t: TemplateDraft & { templateId?: number }) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY);
  useEffect(() => {
    if (editing) setDraft(editing === 'new' ? EMPTY : { ...editing });
  }, [editing]);
  const set = (patch: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Modal
      opened={!!editing}
      onClose={onClose}
      title={editing === 'new' ? 'New template' : 'Edit template'}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-testid="template-name"
        />
        <MailTextFields value={draft} onChange={set} required={false} testId="template" />
        {canShare && (
          <Checkbox
            label="Shared with everyone"
            checked={draft.shared}
            disabled={editing !== 'new'}
            onChange={(e) => set({ shared: e.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={!draft.name.trim()}
            onClick={() =>
              onSave({ ...draft, templateId: editing === 'new' ? undefined : editing?.templateId })
            }
            data-testid="template-save"
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
