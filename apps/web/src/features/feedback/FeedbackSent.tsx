import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { FEEDBACK_MESSAGES } from '@crm/contracts';

/** The feedback drawer once sent: 'Feedback sent!', a thank-you and CLOSE. */
export function FeedbackSent({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="feedback-sent">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCheck size={30} />
      </ThemeIcon>
      <Title order={4}>{FEEDBACK_MESSAGES.panelSent}</Title>
      <Text size="sm" c="dimmed" ta="center">
        Thank you. The team reads every one.
      </Text>
      <Button onClick={onClose} data-testid="feedback-close">
        CLOSE
      </Button>
    </Stack>
  );
}
