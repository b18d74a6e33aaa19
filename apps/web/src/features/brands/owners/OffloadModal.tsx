import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { OffloadDialog } from './useOffloadDialog';

/** 'Offload brand': what offloading does (for an owner or not) and the required reason, then Offload. */
export function OffloadModal({ d, isOwner }: { d: OffloadDialog; isOwner: boolean }) {
  return (
    <Modal opened={d.opened} onClose={d.close} title="Offload brand" centered>
      <Stack gap="sm">
        <Text size="sm">
          {isOwner
            ? 'You will no longer own this brand.'
            : 'The brand will be marked as offloaded.'}
        </Text>
        <Textarea
          label="Reason"
          required
          rows={4}
          value={d.reason}
          onChange={(e) => d.setReason(e.currentTarget.value)}
          onBlur={d.touch}
          error={d.error}
          data-testid="offload-reason"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={d.close} disabled={d.pending}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={d.confirm}
            loading={d.pending}
            disabled={d.tooLong}
            data-testid="confirm-action"
          >
            Offload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
