import { Center, Kbd, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The empty state, before anything is typed and with no recent search. */
export function SearchWelcome() {
  return (
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
  );
}
