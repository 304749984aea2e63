import { useCallback, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { wordedFieldMessage } from '@keel/domain';
import { ApiError } from './api-error';

/** Field path ("email", "shipFamilies.0.name") → message shown under the field. */
export type FieldErrors = Record<string, string>;

/** The first message of each field of a zod error (a camel-case key in it put into words). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= wordedFieldMessage(issue.message);
  }
  return errors;
}

/** The field errors of a 400 answer (`details`), or null when the error carries none. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return null;
  const errors: FieldErrors = {};
  for (const d of error.details)
    errors[d.field.replace(/^body\.?/, '') || 'form'] ??= wordedFieldMessage(d.message);
  return errors;
}

/**
 * Small form state for the domain schemas: values, per-field messages, validation with a zod schema
 * (the same one the server uses) and mapping of a server 400's details onto the fields.
 */
export function useFormState<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The values as last loaded (initial or `reset`): the form is dirty while it differs from them.
  const [baseline, setBaseline] = useState<V>(initial);

  const setField = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);

  const validate = useCallback(<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    const result = schema.safeParse(input);
    if (!result.success) {
      setErrors(zodFieldErrors(result.error));
      return null;
    }
    setErrors({});
    return result.data;
  }, []);

  /** Puts a 400's details under the fields; false when the error is of another kind. */
  const applyServerError = useCallback((error: unknown): boolean => {
    const fields = serverFieldErrors(error);
    if (fields) setErrors(fields);
    return fields !== null;
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);

  /** True once the user changed a value since the form was opened or reset (the dialog asks before discarding). */
  const dirty = values !== baseline && JSON.stringify(values) !== JSON.stringify(baseline);

  /** Props of a text field bound to a string (or nullable string) value. */
  const text = (key: keyof V & string) => ({
    name: key,
    value: (values[key] as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(key, event.target.value as V[typeof key]),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
  });

  /** Props of a `DateInput` / `DateTimeInput` bound to a string (or nullable string) value. */
  const date = (key: keyof V & string) => ({
    name: key,
    value: (values[key] as string | null | undefined) ?? '',
    onChange: (value: string) => setField(key, value as V[typeof key]),
    error: errors[key],
  });

  return {
    values,
    setValues,
    setField,
    errors,
    setErrors,
    validate,
    applyServerError,
    reset,
    dirty,
    text,
    date,
  };
}
