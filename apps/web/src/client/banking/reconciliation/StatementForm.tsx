// Starting a reconciliation: the statement's ending date and balance. The opening balance is the last
// reconciled statement's ending balance (0 for the account's first), shown before the user starts.
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AccountReconciliations, ReconciliationView } from "../../../shared/reconciliation";
import { formatDay } from "../../accounting/format";
import { FormField, FormMessage } from "../../components/FormField";
import { api, errorText } from "../../lib/api";
import { useCanWrite } from "../../lib/session";
import { ViewOnlyNote } from "../ViewOnlyNote";
import { accountPath, invalidateBanking, parseSignedCents } from "./api";
import { Money } from "./SummaryFigures";

/** The statement's ending date and balance; submitting starts the reconciliation. */
function StartForm({ overview, opening }: { overview: AccountReconciliations; opening: ReactNode }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState("");
  const [balance, setBalance] = useState("");
  const [errors, setErrors] = useState<{ date?: string; balance?: string }>({});
  const start = useMutation({
    mutationFn: (body: { statementDate: string; statementBalanceCents: number }) =>
      api.post<ReconciliationView>(accountPath(overview.account.id), body),
    onSuccess: async () => {
      await invalidateBanking(queryClient);
      toast({ title: "Reconciliation started", description: "Tick the transactions your statement shows." });
    },
  });
  const submit = () => {
    const cents = parseSignedCents(balance);
    const next = {
      ...(date ? {} : { date: "Enter the statement's ending date" }),
      ...(cents === null
        ? { balance: "Enter the ending balance, e.g. 1,234.56 (a minus sign when negative)" }
        : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0 && cents !== null) {
      start.mutate({ statementDate: date, statementBalanceCents: cents });
    }
  };
  const last = overview.lastStatementDate;
  return (
    <form
      noValidate
      aria-label="Statement"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {opening}
      <FormMessage kind="error">{start.error ? errorText(start.error) : null}</FormMessage>
      <div className="flex flex-wrap items-start gap-4">
        <FormField
          id="statement-date"
          label="Statement ending date"
          type="date"
          value={date}
          min={last ?? undefined}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
          containerClassName="w-52"
        />
        <FormField
          id="statement-balance"
          label="Ending balance"
          inputMode="decimal"
          autoComplete="off"
          value={balance}
          onChange={(e) => setBalance(e.target.value)}
          error={errors.balance}
          hint={overview.account.subtype === "credit_card" ? "What the statement says you owe" : undefined}
          containerClassName="w-60"
        />
      </div>
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? "Starting…" : "Start reconciling"}
        </Button>
      </div>
    </form>
  );
}

export function StatementForm({ overview }: { overview: AccountReconciliations }) {
  const last = overview.lastStatementDate;
  const canWrite = useCanWrite();
  const opening = (
    <p className="text-sm text-muted-foreground">
      Opening balance <Money cents={overview.openingBalanceCents} />
      {last ? `, from the statement ending ${formatDay(last)}.` : ": this account's first reconciliation."}
    </p>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {canWrite ? "Start from a statement" : "No reconciliation in progress"}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {canWrite ? null : (
          <div className="flex flex-col gap-4">
            {opening}
            <ViewOnlyNote>Reconciling starts from a statement's ending date and balance.</ViewOnlyNote>
          </div>
        )}
        {canWrite ? <StartForm overview={overview} opening={opening} /> : null}
      </CardContent>
    </Card>
  );
}
