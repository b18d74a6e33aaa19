import { Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { NewsItem } from '@crm/contracts';
import { useAppreciate } from './queries';

/**
 * A news item's Appreciate toggle (off on hidden news) and its count, which opens who appreciated it
 * (`onShowAppreciators`; off at 0).
 */
export function NewsAppreciation({
  item,
  onShowAppreciators,
}: {
  item: NewsItem;
  onShowAppreciators: () => void;
}) {
  const appreciate = useAppreciate();
  return (
    <Group gap={4}>
      <Tooltip label={item.appreciatedByMe ? 'Remove your appreciation' : 'Appreciate'}>
        <Button
          size="compact-sm"
          variant={item.appreciatedByMe ? 'light' : 'subtle'}
          color="pink"
          leftSection={
            item.appreciatedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />
          }
          onClick={() =>
            appreciate.mutate({
              newsId: item.newsId,
              action: item.appreciatedByMe ? 'REMOVE' : 'ADD',
            })
          }
          aria-pressed={item.appreciatedByMe}
          disabled={item.status !== 'ACTIVE'}
          data-testid="news-appreciate"
        >
          Appreciate
        </Button>
      </Tooltip>
      <UnstyledButton
        onClick={onShowAppreciators}
        disabled={item.appreciations === 0}
        aria-label="Who appreciated this"
        data-testid="news-appreciations"
      >
        <Text size="sm" c="dimmed">
          {item.appreciations}
        </Text>
      </UnstyledButton>
    </Group>
  );
}
