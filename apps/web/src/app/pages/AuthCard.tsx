import type { FormEvent, ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@crm/contracts';

/**
 * The signed-out pages' card (sign in, forgot password, set a password, set up two-factor): the wordmark
 * and `title` over `children`, a form named `label` that calls `onSubmit` (a plain region without it, for
 * children that hold their own forms), centred on the page.
 */
export function AuthCard({
  title,
  label,
  onSubmit,
  children,
}: {
  title: string;
  label: string;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper
        component={onSubmit ? 'form' : 'section'}
        onSubmit={onSubmit}
        withBorder
        shadow="sm"
        p="xl"
        w={400}
        maw="100%"
        aria-label={label}
      >
        <Stack gap="md">
          <div>
            <Text fw={800} size="xl" c="brand.6">
              {PRODUCT_NAME}
            </Text>
            <Title order={2} size="h3" mt={4}>
              {title}
            </Title>
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
