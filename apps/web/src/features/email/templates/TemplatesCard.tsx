import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconTemplate, IconTrash } from '@tabler/icons-react';
import type { EmailTemplate } from '@crm/contracts';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { currentUser, hasAnyRole } from '../../../lib/user';
import { TemplateModal } from './TemplateModal';
import { useTemplates } from './useTemplates';

/**
 * 'Mail templates' on one's own profile (issue 41 §4): the caller's templates and the shared ones (admins
 * keep those), each to start a mail from; add, edit, remove (with Undo).
 */
export function TemplatesCard() {
  const { list, save, remove } = useTemplates();
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const admin = hasAnyRole(currentUser(), 'ADMIN');
  const templates = list.data?.templates;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="mail-templates">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconTemplate size={20} aria-hidden />
            <Title order={4}>Mail templates</Title>
          </Group>
          <Button size="xs" onClick={() => setEditing('new')} data-testid="template-new">
            New template
          </Button>
        </Group>
        {loadFailed(list) ? (
          <LoadError what="the templates" query={list} />
        ) : !templates ? (
          <SkeletonBlock lines={2} />
        ) : templates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No templates yet: save the mails you send often, with fields like {'{{poc.firstName}}'}.
          </Text>
        ) : (
          templates.map((t) => (
            <Group key={t.templateId} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={500}>{t.name}</Text>
                  {t.shared && <Badge variant="light">Shared</Badge>}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {t.subject || 'No subject'}
                </Text>
              </Stack>
              {t.mine && (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(t)}
                      aria-label={`Edit ${t.name}`}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => remove.mutate(t.templateId)}
                      aria-label={`Remove ${t.name}`}
                      data-testid={`template-remove-${t.templateId}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          ))
        )}
      </Stack>
      <TemplateModal
        editing={editing}
        canShare={admin}
        saving={save.isPending}
        onSave={(t) => save.mutate(t, { onSuccess: () => setEditing(null) })}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
