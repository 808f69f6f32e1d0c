import { Badge, Card } from "@propledger/ui";
import { Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { TransactionView } from "../../../shared/accounting";
import { CLEARED_LABELS } from "../../../shared/reconciliation";
import { formatDay } from "../format";
import { TableHead, TableScroll } from "../list/table";
import { DeleteTransactionDialog } from "./DeleteTransactionDialog";
import { signedAmount as signed, TYPE_LABEL } from "./labels";
import { ReconciledDialog } from "./ReconciledDialog";
import { type RowAction, RowMenu } from "./RowMenu";
import { TransactionDialog, type TransactionDialogMode } from "./TransactionDialog";

interface RowsProps {
  /** The accessible name of the table or list ("Transactions"). */
  label: string;
  items: TransactionView[];
  onAction(action: RowAction, transaction: TransactionView): void;
}

/** Transactions as a compact table, each row with its actions. */
export function TransactionTable({ label, items, onAction }: RowsProps) {
  return (
    <TableScroll label={`${label} table`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <TableHead
          columns={[
            { label: "Date" },
            { label: "Description" },
            { label: "Category" },
            { label: "Account" },
            { label: "Property" },
            { label: "Type" },
            { label: "Cleared" },
            { label: "Amount", end: true },
            { label: "Actions", end: true, hidden: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {items.map((t) => (
            <tr key={t.id}>
              <td className="whitespace-nowrap px-3 py-2">{formatDay(t.date)}</td>
              <td className="px-3 py-2">
                <span className="font-medium">{t.description}</span>
                {t.payee ? <span className="block text-muted-foreground">{t.payee}</span> : null}
              </td>
              <td className="px-3 py-2">{t.splits.map((s) => s.accountName).join(", ")}</td>
              <td className="px-3 py-2">{t.bankAccount.name}</td>
              <td className="px-3 py-2">
                {t.propertyId && t.propertyName ? (
                  <Link
                    href={`/properties/${t.propertyId}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {t.propertyName}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-3 py-2">{TYPE_LABEL[t.type]}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <ClearedMark transaction={t} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{signed(t)}</td>
              <td className="px-1 py-1 text-end">
                <RowMenu transaction={t} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Uncleared, cleared (ticked in a reconciliation in progress) or reconciled (locked). */
function ClearedMark({ transaction }: { transaction: TransactionView }) {
  if (transaction.cleared === "uncleared") {
    return <span className="text-muted-foreground">{CLEARED_LABELS.uncleared}</span>;
  }
  return (
    <Badge variant={transaction.cleared === "reconciled" ? "secondary" : "outline"}>
      {transaction.cleared === "reconciled" ? <Lock aria-hidden="true" className="size-3" /> : null}
      {CLEARED_LABELS[transaction.cleared]}
    </Badge>
  );
}

/** Transactions as cards (phones, or by choice), each with its actions. */
export function TransactionCards({ label, items, onAction }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {items.map((t) => (
        <li key={t.id}>
          <Card className="flex-row items-start justify-between gap-3 px-4 py-4">
            <div className="min-w-0">
              <p className="font-medium">{t.description}</p>
              <p className="text-sm text-muted-foreground">
                {formatDay(t.date)} · {t.splits.map((s) => s.accountName).join(", ")}
                {t.propertyName ? ` · ${t.propertyName}` : ""}
              </p>
            </div>
            <div className="flex items-start gap-1">
              <div className="flex flex-col items-end gap-1">
                <span className="whitespace-nowrap font-semibold tabular-nums">{signed(t)}</span>
                <Badge variant="outline">{TYPE_LABEL[t.type]}</Badge>
                {t.cleared === "uncleared" ? null : <ClearedMark transaction={t} />}
              </div>
              <RowMenu transaction={t} onAction={onAction} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * Record, edit, duplicate and delete from any list of transactions: `onAction` for the rows' menus,
 * `create()` for a Record button, `dialogs` to render once.
 */
export function useTransactionEditing(defaults?: { propertyId?: string }) {
  const [editor, setEditor] = useState<{ mode: TransactionDialogMode; source?: TransactionView } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<TransactionView | null>(null);
  const [locked, setLocked] = useState<{ action: "edit" | "delete"; t: TransactionView } | null>(null);
  const onAction = (action: RowAction, t: TransactionView) => {
    if (t.cleared === "reconciled" && action !== "duplicate") setLocked({ action, t });
    else if (action === "delete") setDeleting(t);
    else setEditor({ mode: action, source: t });
  };
  const dialogs = (
    <>
      <TransactionDialog
        open={editor !== null}
        onOpenChange={(open) => (open ? null : setEditor(null))}
        mode={editor?.mode ?? "create"}
        source={editor?.source}
        defaults={defaults}
      />
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      <ReconciledDialog
        transaction={locked?.t ?? null}
        action={locked?.action ?? "edit"}
        onClose={() => setLocked(null)}
      />
    </>
  );
  return { onAction, create: () => setEditor({ mode: "create" }), dialogs };
}
