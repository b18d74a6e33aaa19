import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** 'All repositories': back from a repository to the list. */
export function RepositoryBackLink({ onBack }: { onBack: () => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onBack}
      data-testid="repository-back"
    >
      <Group gap={4}>
        <IconArrowLeft size={14} /> All repositories
      </Group>
    </Anchor>
  );
}
