import { Button, Group } from '@mantine/core';
import { ThrottledButton } from './ThrottledButton';

/**
 * A dialog form's footer: Cancel (kept off while saving) and the submit button (`label`, default Save),
 * which shows the save in progress, stays off while the form is `invalid` and is click-throttled (§2.12).
 */
export function FormActions({
  onCancel,
  saving,
  invalid = false,
  label = 'Save',
  testId,
  mt,
}: {
  onCancel: () => void;
  saving: boolean;
  invalid?: boolean;
  label?: string;
  testId: string;
  mt?: string;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <ThrottledButton type="submit" loading={saving} disabled={invalid} data-testid={testId}>
        {label}
      </ThrottledButton>
    </Group>
  );
}
