import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useRef, type FormEvent } from 'react';
import type { RouteDefinition } from '@crm/contracts';

/**
 * Forms are `@mantine/form` forms checked by the contracts' zod schemas (mantine-form-zod-resolver):
 * the schema says whether the request the form would send is acceptable, the screen's sentences
 * (lib/validation) say what is wrong in the words users have always read.
 */

/**
 * Where the schema's refusal goes when the field's sentence says nothing (e.g. a required field that
 * is left empty on a form that shows no 'is required' message but keeps Save disabled): not shown
 * under any input, but the form is invalid and does not submit.
 */
const SCHEMA_ERROR = '_schema';

/** A contracts zod schema (a route's body or query schema). */
type Schema = NonNullable<RouteDefinition['body']>;

/** How a form is checked: the contracts schema of its request and the screen's sentences. */
export type ContractCheck<V> = {
  /** The contracts schema of the request body the form sends. */
  schema: Schema;
  /** The request body the form's values make (what `schema` checks). */
  request: (values: V) => Record<string, unknown>;
  /**
   * The sentence of each field the screen words itself (null: nothing to say), keyed by the
   * request's field name (a dotted path for a list item, e.g. `phoneNumbers.0`). A field listed
   * here shows only its sentence; a field not listed shows the schema's message.
   */
  sentences?: (values: V) => Record<string, string | null | undefined>;
};

/**
 * A @mantine/form validator: the schema's issues (by request path) with the sentences in place of
 * its messages; a sentence also refuses a value the schema would take (a screen rule such as the
 * POC LinkedIn URL). A schema issue on a field whose sentence is null is kept out of sight under
 * SCHEMA_ERROR, so the form stays invalid.
 */
export function contractValidator<V>({
  schema,
  request,
  sentences = () => ({}),
}: ContractCheck<V>) {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: V): FormErrors => {
    const issues = resolve(request(values));
    const said = sentences(values);
    const errors: FormErrors = {};
    for (const [path, text] of Object.entries(said)) if (text) errors[path] = text;
    for (const [path, message] of Object.entries(issues)) {
      const owner = Object.keys(said).find((k) => path === k || path.startsWith(`${k}.`));
      if (owner === undefined) errors[path] = message;
      else if (!errors[owner]) errors[SCHEMA_ERROR] ??= message;
    }
    return errors;
  };
}

/**
 * The errors the screen shows before a first save: those of the fields the user has touched (typed in,
 * picked, or focused and left), a list field's items with it; SCHEMA_ERROR never, it has no field.
 */
export function touchedErrors(errors: FormErrors, touched: (path: string) => boolean): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) =>
        path !== SCHEMA_ERROR &&
        path.split('.').some((_, i, parts) => touched(parts.slice(0, i + 1).join('.'))),
    ),
  );
}

/** The error shown at `path` of a form's errors, or null. */
export const errorAt = (errors: FormErrors, path: string): string | null => {
  const e = errors[path];
  return typeof e === 'string' ? e : null;
};

/** The form and its submit: `submit(handler)` is the `<form onSubmit>`; the handler gets valid values only. */
export type ContractForm<V> = {
  form: UseFormReturnType<V>;
  submit: (handler: (values: V) => void) => (e?: FormEvent<HTMLFormElement>) => void;
  /** True when the values make a request the schema and the sentences accept (Save may be enabled). */
  valid: boolean;
  /** Starts again from `values` (a dialog opened anew): not dirty, no errors shown, not yet tried. */
  restart: (values: V) => void;
  /** Shows every field's error, as a save would (a click or Enter on the greyed Save: FormActions' onInvalid). */
  reveal: () => void;
};

/**
 * A controlled @mantine/form form checked by `contractValidator`. A field's error shows as soon as the
 * user changes it or leaves it (touchedErrors), and follows every later change, another field's too (an end
 * date before the start says so as it is picked, while Save stays disabled); once the user has tried to
 * save, every field's error shows (`live`: from the start).
 */
export function useContractForm<V extends object>({
  initialValues,
  live = false,
  ...check
}: ContractCheck<V> & { initialValues: V; live?: boolean }): ContractForm<V> {
  const tried = useRef(live);
  const latest = useRef<UseFormReturnType<V> | null>(null);
  const validate = contractValidator(check);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const showTouched = useCallback((f: UseFormReturnType<V>) => {
    // a field touched, or one whose error shows already (left, or a picker's own path), keeps saying what is wrong
    const shown = f.errors;
    f.setErrors(
      touchedErrors(validateRef.current(f.getValues()), (p) => f.isTouched(p) || p in shown),
    );
  }, []);
  const onValuesChange = useCallback(() => {
    const f = latest.current;
    if (!f) return;
    if (tried.current) f.validate();
    else showTouched(f);
  }, [showTouched]);
  // every change validates again (the touched fields, or all once tried), so no error needs clearing by hand;
  // leaving an input shows its own error
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate,
    onValuesChange,
    clearInputErrorOnChange: false,
    validateInputOnBlur: true,
  });
  latest.current = form;
  const submit = (handler: (values: V) => void) => (e?: FormEvent<HTMLFormElement>) => {
    tried.current = true;
    form.onSubmit(handler)(e);
  };
  const { setValues, resetDirty, resetTouched, clearErrors } = form;
  const restart = useCallback(
    (values: V) => {
      tried.current = live;
      setValues(values);
      resetDirty(values);
      resetTouched();
      clearErrors();
    },
    [live, setValues, resetDirty, resetTouched, clearErrors],
  );
  const reveal = () => {
    tried.current = true;
    form.validate();
  };
  return { form, submit, restart, reveal, valid: Object.keys(validate(form.values)).length === 0 };
}
