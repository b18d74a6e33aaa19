import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@crm/contracts';
import { SecretModal } from '../../components/SecretModal';
import { errorText } from '../../lib/api';
import { useAddWebhook } from './useWebhooks';

/**
 * Admin → Webhooks → Add (issue 42 §2): the receiver's https address and the events it takes; once added,
 * its signing secret (whsec_…) is shown this once, for the receiver to verify each delivery with.
 */
export function AddWebhookModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddWebhook();
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <SecretModal
      opened={opened}
      onClose={close}
      title="Add a webhook"
      secretTitle="Its signing secret"
      made={add.data}
      testId="webhook-secret"
      size="lg"
    >
      <WebhookForm
        onSubmit={(w) => add.mutate(w)}
        onCancel={close}
        saving={add.isPending}
        error={
          add.error ? errorText(add.error, 'The webhook could not be added. Try again.') : null
        }
      />
    </SecretModal>
  );
}

/** The address and the events (a pairing's stage changes, to begin with). */
function WebhookForm({
  onSubmit,
  onCancel,
  saving,
  error,
}: {
  onSubmit: (w: { url: string; events: WebhookEventType[] }) => void;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['pairing.stage_changed']);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ url: url.trim(), events });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Endpoint"
          description="The https:// address the receiver listens at"
          placeholder="https://finance.example.com/crm-events"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          required
          data-autofocus
          data-testid="webhook-url"
        />
        <Checkbox.Group
          label="Events"
          value={events}
          onChange={(v) => setEvents(v as WebhookEventType[])}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((t) => (
              <Checkbox key={t} value={t} label={WEBHOOK_EVENT_LABELS[t]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!url.trim() || !events.length}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
