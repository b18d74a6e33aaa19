import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { errorText } from '../../../lib/api';

/**
 * One code to enter (a 6-digit code from the authenticator app, or a recovery code when `recovery`), and
 * `submit`; the refusal of the last try (`error`) shows under the field.
 */
export function CodeForm({
  label,
  submitLabel,
  recovery = false,
  loading,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  recovery?: boolean;
  loading: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={label}
          placeholder={recovery ? '123456 or xxxx-xxxx-xxxx' : '123456'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error ? errorText(error, 'That code did not work.') : null}
          data-testid="second-factor-code"
        />
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
