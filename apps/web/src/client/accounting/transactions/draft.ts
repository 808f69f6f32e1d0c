// The transaction form's state (strings, as typed) and its translation to the shared request body, so the
// form checks exactly what the server will check (`transactionBody`), plus the balance of the splits.
import {
  type TransactionInput,
  type TransactionType,
  type TransactionView,
  transactionBody,
} from "../../../shared/accounting";
import { type FieldMessages, zodFieldMessages } from "../fieldErrors";
import { formatCents, parseAmountToCents, today } from "../format";

export interface SplitDraft {
  /** Stable React key of the row (a new split has no server id). */
  key: string;
  accountId: string;
  amount: string;
  propertyId: string;
  memo: string;
}

export interface TransactionDraft {
  type: TransactionType;
  date: string;
  description: string;
  payee: string;
  bankAccountId: string;
  propertyId: string;
  unitId: string;
  memo: string;
  reference: string;
  /** The amount of the whole transaction; with one split it is that split's amount. */
  total: string;
  splits: SplitDraft[];
}

let nextKey = 0;
export const newSplit = (propertyId = ""): SplitDraft => ({
  key: `split-${++nextKey}`,
  accountId: "",
  amount: "",
  propertyId,
  memo: "",
});

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** A new transaction, the one being edited, or (duplicate) a copy of it dated today. */
export function draftFrom(source?: TransactionView, mode: "edit" | "duplicate" = "edit"): TransactionDraft {
  if (!source) {
    return {
      type: "income",
      date: today(),
      description: "",
      payee: "",
      bankAccountId: "",
      propertyId: "",
      unitId: "",
      memo: "",
      reference: "",
      total: "",
      splits: [newSplit()],
    };
  }
  return {
    type: source.type,
    date: mode === "duplicate" ? today() : source.date,
    description: source.description,
    payee: source.payee ?? "",
    bankAccountId: source.bankAccount.id,
    propertyId: source.propertyId ?? "",
    unitId: source.unitId ?? "",
    memo: source.memo ?? "",
    reference: mode === "duplicate" ? "" : (source.reference ?? ""),
    total: decimal(source.amountCents),
    splits: source.splits.map((s) => ({
      key: `split-${++nextKey}`,
      accountId: s.accountId,
      amount: decimal(s.amountCents),
      propertyId: s.propertyId ?? "",
      memo: s.memo ?? "",
    })),
  };
}

export interface SplitBalance {
  totalCents: number | null;
  assignedCents: number;
  /** Total − assigned; null while the total is not a valid amount. */
  leftCents: number | null;
}

/** The running check under the splits: how much of the total they assign so far. */
export function splitBalance(draft: TransactionDraft): SplitBalance {
  const totalCents = parseAmountToCents(draft.total);
  if (draft.splits.length === 1) return { totalCents, assignedCents: totalCents ?? 0, leftCents: 0 };
  const assignedCents = draft.splits.reduce((sum, s) => sum + (parseAmountToCents(s.amount) ?? 0), 0);
  return { totalCents, assignedCents, leftCents: totalCents === null ? null : totalCents - assignedCents };
}

const LABELS: Record<string, string> = {
  type: "Type",
  date: "Date",
  description: "Description",
  payee: "Payee or payer",
  bankAccountId: "Bank or cash account",
  propertyId: "Property",
  unitId: "Unit",
  memo: "Memo",
  reference: "Reference",
  total: "Total",
  splits: "Splits",
  accountId: "Category",
  amount: "Amount",
  amountCents: "Amount",
};

/** The label of a field key ("splits.1.amount" → "Amount"), or undefined for a key the form does not have. */
export const labelOf = (key: string): string | undefined => LABELS[key.split(".").at(-1) ?? ""];

/** The request body's input: empty optional fields become null; one split takes the total. */
function toInput(draft: TransactionDraft): unknown {
  const single = draft.splits.length === 1;
  return {
    date: draft.date,
    description: draft.description,
    payee: draft.payee || null,
    type: draft.type,
    bankAccountId: draft.bankAccountId,
    propertyId: draft.propertyId || null,
    unitId: draft.propertyId && draft.unitId ? draft.unitId : null,
    memo: draft.memo || null,
    reference: draft.reference || null,
    splits: draft.splits.map((s) => ({
      accountId: s.accountId,
      amountCents: parseAmountToCents(single ? draft.total : s.amount) ?? undefined,
      propertyId: (single ? draft.propertyId : s.propertyId) || null,
      memo: s.memo || null,
    })),
  };
}

const AMOUNT_HINT = "Enter an amount greater than zero, e.g. 1250.00";

/** Every message the form shows, and the body when there is none. */
export function validateDraft(draft: TransactionDraft): { messages: FieldMessages; body?: TransactionInput } {
  const messages: FieldMessages = {};
  // Choices and amounts first, in the form's words (the schema would say "must be a valid id").
  if (!draft.bankAccountId) messages.bankAccountId = "Choose the bank or cash account";
  const balance = splitBalance(draft);
  if (balance.totalCents === null) messages.total = AMOUNT_HINT;
  draft.splits.forEach((s, i) => {
    if (!s.accountId) messages[`splits.${i}.accountId`] = "Choose a category";
    if (draft.splits.length > 1 && parseAmountToCents(s.amount) === null)
      messages[`splits.${i}.amount`] = AMOUNT_HINT;
  });
  if (balance.leftCents !== null && balance.leftCents !== 0 && !Object.keys(messages).length) {
    messages.splits = `The splits add up to ${formatCents(balance.assignedCents)}; the total is ${formatCents(balance.totalCents ?? 0)}`;
  }
  const parsed = transactionBody.safeParse(toInput(draft));
  if (!parsed.success) {
    const fromSchema = zodFieldMessages(parsed.error, (key) => labelOf(key) ?? "This field");
    for (const [key, message] of Object.entries(fromSchema)) messages[key] ??= message;
  }
  if (Object.keys(messages).length || !parsed.success) return { messages };
  return { messages, body: parsed.data };
}

/** The order of the fields on screen, for moving focus to the first message. */
export const fieldOrder = (draft: TransactionDraft): string[] => [
  "type",
  "date",
  "total",
  "description",
  "payee",
  "bankAccountId",
  "propertyId",
  "unitId",
  ...draft.splits.flatMap((_, i) => [
    `splits.${i}.accountId`,
    `splits.${i}.amount`,
    `splits.${i}.propertyId`,
  ]),
  "splits",
  "memo",
  "reference",
];
