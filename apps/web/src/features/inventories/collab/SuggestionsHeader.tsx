import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { COLLAB_MESSAGES } from '@crm/contracts';

/**
 * The tab's lead: what the list holds for those who decide or for the others, and 'Suggest a brand' for
 * the others once the POs are known (greyed, with the reason, when the event inventory has none).
 */
export function SuggestionsHeader({
  decides,
  ownersKnown,
  noOwner,
  onSuggest,
}: {
  decides: boolean;
  ownersKnown: boolean;
  noOwner: boolean;
  onSuggest: () => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {decides
          ? 'Brands suggested for this inventory, for you to approve or reject. Approving assigns the brand here.'
          : 'Brands suggested to the project owners of this inventory.'}
      </Text>
      {ownersKnown && !decides && (
        <Tooltip label={COLLAB_MESSAGES.noProjectOwner} disabled={!noOwner}>
          <Button
            variant="light"
            leftSection={<IconBulb size={16} />}
            onClick={onSuggest}
            disabled={noOwner}
            data-testid="suggest-brand-open"
          >
            Suggest a brand
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}
