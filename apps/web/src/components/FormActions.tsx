import { Button, Group } from '@mantine/core';
import { ThrottledButton } from './ThrottledButton';

/**
 * A dialog form's footer: Cancel (kept off while saving) and the submit button (`label`, default Save),
 * which shows the save in progress, stays off while the form is `invalid` and is click-throttled (§2.12).
 * With `onInvalid`, an invalid form's button looks off but still answers a click or Enter, by calling it
 * (useContractForm's reveal shows why it is off) instead of submitting.
 */
export function FormActions({
  onCancel,
  saving,
  invalid = false,
  label = 'Save',
  testId,
  mt,
  onInvalid,
}: {
  onCancel: () => void;
  saving: boolean;
  invalid?: boolean;
  label?: string;
  testId: string;
  mt?: string;
  onInvalid?: () => void;
}) {
  const explains = invalid && !!onInvalid;
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <ThrottledButton
        type="submit"
        loading={saving}
        disabled={invalid && !explains}
        data-disabled={explains || undefined}
        aria-disabled={explains || undefined}
        onClick={(e) => {
          if (!explains) return;
          e.preventDefault();
          onInvalid();
        }}
        data-testid={testId}
      >
        {label}
      </ThrottledButton>
    </Group>
  );
}
