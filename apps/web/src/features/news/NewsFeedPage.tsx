import { Button, Group, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { currentUser, hasAnyRole } from '../../lib/user';
import { NewsList } from './NewsList';

/** /newsfeed (spec 000 §2.1): the news, newest first, 20 a page appended by 'Load More', with appreciation; admins manage it on /admin/news. */
export default function NewsFeedPage() {
  const isAdmin = hasAnyRole(currentUser(), 'ADMIN');
  return (
    <Stack maw={760} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={2}>News Feed</Title>
        {isAdmin && (
          <Button
            component={Link}
            to="/admin/news"
            variant="default"
            leftSection={<IconSettings size={16} />}
            data-testid="news-manage"
          >
            Manage news
          </Button>
        )}
      </Group>
      <NewsList
        what="the news"
        empty={{
          title: 'No news yet',
          description: 'Won deals, big brands joining and announcements appear here.',
        }}
        testId="news-feed"
      />
    </Stack>
  );
}
