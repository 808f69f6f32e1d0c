import { isApiError } from "@propledger/shell";
import type { ChangeEvent } from "react";
import type { z } from "zod";

/** Field key → message; keys are zod paths joined by dots ("splits.1.amount"). */
export type FieldMessages = Record<string, string>;

/** The DOM id of a field's input, so a message can move focus to it. */
export const fieldId = (key: string) => `field-${key.replaceAll(".", "-")}`;

/**
 * The shared schemas' messages name no field ("is required"); a form shows them under the field's label,
 * so they read as a sentence with it ("Description is required"). Other messages start with a capital.
 */
export function withLabel(label: string, message: string): string {
  if (/^(is|must|needs|cannot) /.test(message)) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The first message per path of a failed parse, labelled by `labelOf`. */
export function zodFieldMessages(error: z.ZodError, labelOf: (key: string) => string): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in messages)) messages[key] = withLabel(labelOf(key), issue.message);
  }
  return messages;
}

/**
 * The server answers a rejected field as `{message: "splits.0.accountId: cannot be …"}`: the field it
 * concerns when `known` has it (so the message shows beside it), else a message for the whole form.
 */
export function serverFieldError(
  error: unknown,
  known: (key: string) => string | undefined,
): { field?: string; message: string } | null {
  if (!isApiError(error) || error.status >= 500) return null;
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(error.message);
  const label = match ? known(match[1]!) : undefined;
  if (match && label !== undefined) return { field: match[1]!, message: withLabel(label, match[2]!) };
  return { message: error.message };
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirst(messages: FieldMessages, order: string[]): void {
  const first = order.find((key) => key in messages) ?? Object.keys(messages)[0];
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** What `useForm().field(key)` gives an input. */
interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
  onBlur(): void;
}

/** A field's props with its label; the server's message when it names this field, else the form's own. */
export function labelled<K extends string>(
  form: { field(key: K): FieldBinding },
  labels: Record<K, string>,
  serverError: { field?: string; message: string } | null,
) {
  return (key: K) => {
    const props = form.field(key);
    const error = serverError?.field === key ? serverError.message : props.error;
    return { ...props, label: labels[key], error: error ? withLabel(labels[key], error) : undefined };
  };
}
