import { Button, Group } from '@mantine/core';

/** A pending suggestion's APPROVE and REJECT (for those who decide), greyed while a decision runs. */
export function SuggestionActions({
  pending,
  onApprove,
  onReject,
}: {
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="green"
        disabled={pending}
        onClick={onApprove}
        data-testid="suggestion-approve"
      >
        APPROVE
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        disabled={pending}
        onClick={onReject}
        data-testid="suggestion-reject"
      >
        REJECT
      </Button>
    </Group>
  );
}
