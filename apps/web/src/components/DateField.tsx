import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { MESSAGES } from '@crm/contracts';
import { istDay } from '../lib/format';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'error'
> & {
  /** The calendar day held, YYYY-MM-DD, or '' for none. */
  value: string;
  /** A new day picked or typed (YYYY-MM-DD), or '' when cleared. Never called for a refused pick. */
  onChange: (day: string) => void;
  /** Earliest day allowed (YYYY-MM-DD); an earlier pick shows MESSAGES.pastDate. */
  minDate?: string;
  /** Latest day allowed (YYYY-MM-DD) and what a later pick shows. */
  maxDate?: { day: string; message: string };
  /** The parent's own error (e.g. required), shown when no pick was refused. */
  error?: string | null;
  /** Told the refusal message when a pick is refused, null once a pick is taken: a form disables Save with it. */
  onRefusal?: (message: string | null) => void;
};

/**
 * Marks `day` as today when it is today in IST. Mantine marks the browser's day itself; null (not
 * undefined, which Mantine's props drop) takes that mark off another day, hence the cast.
 */
const istToday = (day: string) =>
  ({ 'data-today': day === istDay() ? true : null }) as unknown as { 'data-today'?: boolean };

/**
 * A date picker holding a calendar day or none (spec 000 §2.12); it shows and reads dd/MM/yyyy (the
 * theme's DateInput defaults). A pick outside `minDate`/`maxDate`, clicked or typed, is refused (spec
 * 000 §5 Dates): the field shows the message (before `minDate`: 'Selected date cannot be in the past.'),
 * keeps its previous value and reports the refusal through `onRefusal`. The calendar marks today in IST
 * (not the browser's zone) and greys out the days it would refuse.
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  onRefusal,
  ...rest
}: DateFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (message: string | null) => {
    setRefusal(message);
    onRefusal?.(message);
  };
  return (
    <DateInput
      clearable
      popoverProps={{ withinPortal: true }}
      excludeDate={(day) => (!!minDate && day < minDate) || (!!maxDate && day > maxDate.day)}
      {...rest}
      getDayProps={(day) => ({ ...istToday(day), ...rest.getDayProps?.(day) })}
      value={value || null}
      onChange={(day) => {
        if (day && minDate && day < minDate) return refuse(MESSAGES.pastDate);
        if (day && maxDate && day > maxDate.day) return refuse(maxDate.message);
        refuse(null);
        onChange(day ?? '');
      }}
      error={refusal ?? error}
    />
  );
}
