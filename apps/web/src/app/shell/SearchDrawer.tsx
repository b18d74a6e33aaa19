import { Center, Drawer, Kbd, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The global search drawer (spec 000 §2.6), placeholder stage: the input and the 'Start Exploring!'
 * empty state. Suggestions, recent searches and results come with the search feature.
 */
export default function SearchDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Global Search">
      <TextInput
        data-autofocus
        aria-label="Global search"
        placeholder="Search brands, people, events..."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Center mih={360}>
        <Stack align="center" gap="xs" maw={340}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconSearch size={28} />
          </ThemeIcon>
          <Title order={4}>Start Exploring!</Title>
          <Text size="sm" c="dimmed" ta="center">
            Search for brands, people, events, and more. What are you looking for today?
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            Tip: press <Kbd size="xs">/</Kbd> anywhere to open search.
          </Text>
        </Stack>
      </Center>
    </Drawer>
  );
}
