import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { CustomFieldInput } from '../../customFields';
import type { PocFormState } from './usePocForm';

/** A form error as the text a custom-field input takes. */
const textOf = (error: ReactNode) => (typeof error === 'string' && error ? error : undefined);

/** A new POC's custom fields, two a row, each with its error; nothing when there are none. */
export function PocCustomFieldInputs({ pf }: { pf: PocFormState }) {
  const { customFields, values, errors, set } = pf;
  if (customFields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {customFields.map((f) => (
        <CustomFieldInput
          key={f.id}
          field={f}
          value={values.custom[String(f.id)] ?? null}
          error={textOf(errors[`custom.${f.id}`])}
          onChange={(v) => set('custom', { ...values.custom, [String(f.id)]: v })}
        />
      ))}
    </SimpleGrid>
  );
}
