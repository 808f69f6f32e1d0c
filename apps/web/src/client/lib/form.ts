import { type ChangeEvent, type FormEvent, useCallback, useState } from "react";
import type { z } from "zod";
import { useHydrated } from "./useHydrated";

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message per top-level field of a failed zod parse. */
function issuesToErrors<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

export interface UseFormOptions<V extends Record<string, string>, Out> {
  /** The shared request-body schema (apps/web/src/shared/api.ts), so the form and the server agree. */
  schema: z.ZodType<Out>;
  initial: V;
  /** Turns the form's strings into the schema's input (e.g. drop empty optional fields). */
  toInput?(values: V): unknown;
  /** Extra rules the body schema cannot express (e.g. "passwords match"). */
  validate?(values: V): FieldErrors<V>;
  onSubmit(data: Out, values: V): void;
}

/**
 * A small form state hook: values, per-field messages (shown after the field is left or the form is
 * submitted), and a submit handler that parses with the shared zod schema before calling `onSubmit`.
 */
export function useForm<V extends Record<string, string>, Out>(options: UseFormOptions<V, Out>) {
  const { schema, toInput, validate, onSubmit } = options;
  const hydrated = useHydrated();
  const [values, setValues] = useState<V>(() =>
    hydrated
      ? options.initial
      : ({ ...options.initial, ...typedBeforeHydration(Object.keys(options.initial)) } as V),
  );
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (current: V): { errors: FieldErrors<V>; data?: Out } => {
      const parsed = schema.safeParse(toInput ? toInput(current) : current);
      const errors: FieldErrors<V> = parsed.success ? {} : issuesToErrors<V>(parsed.error);
      const extra = validate?.(current) ?? {};
      const all = { ...extra, ...errors };
      return parsed.success && Object.keys(extra).length === 0
        ? { errors: all, data: parsed.data }
        : { errors: all };
    },
    [schema, toInput, validate],
  );

  const { errors } = check(values);
  const visible: FieldErrors<V> = {};
  for (const key of Object.keys(errors) as (keyof V & string)[]) {
    if (submitted || touched[key]) visible[key] = errors[key];
  }

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const field = (name: keyof V & string) => ({
    id: `field-${name}`,
    name,
    value: values[name],
    error: visible[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    if (result.data !== undefined) {
      onSubmit(result.data, values);
      return;
    }
    // Move focus to the first field with a problem on screen, so keyboard and screen-reader users land on it.
    const invalid = Object.keys(result.errors)
      .map((key) => document.getElementById(`field-${key}`))
      .filter((element) => element !== null);
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  const reset = (next: V = options.initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return { values, errors: visible, field, setValue, handleSubmit, reset };
}

/**
 * On a prerendered page the fields are on screen before React runs: what someone typed (or a password
 * manager filled) in that moment is read from the DOM when the form hydrates, or React would reset the
 * fields to their initial values and the submit would validate empty ones.
 */
function typedBeforeHydration(names: string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  if (typeof document === "undefined") return typed; // the build-time render
  for (const name of names) {
    const element = document.getElementById(`field-${name}`);
    if (element instanceof HTMLInputElement && element.value) typed[name] = element.value;
  }
  return typed;
}
