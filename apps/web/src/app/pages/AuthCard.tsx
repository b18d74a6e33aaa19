import type { FormEvent, ReactNode } from 'react';
import { Alert, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
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

/** A signed-out form's refusal, read out as an alert; nothing when `error` is null. */
export function AuthError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {error}
    </Alert>
  ) : null;
}

/** A signed-out form's work email, focused first (the browser may fill it in as the user name). */
export function AuthEmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (email: string) => void;
}) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="username"
      required
      autoFocus
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
