// Step 3: every row of the file as it would be posted — date, amount, suggested category and property,
// duplicate status — editable one row at a time; then commit (or discard the file).
import { Button, toast } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ImportBatchView, ImportRowPatchBody, ImportRowView } from "../../shared/banking";
import { ErrorState, Skeleton } from "../accounting/states";
import { FormMessage, SelectField } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { BANKING, invalidateBanking } from "./api";
import { PreviewTable } from "./PreviewTable";
import { RuleDialog } from "./RuleDialog";
import { draftFromRow } from "./rule-draft";

type Preview = { batch: ImportBatchView; rows: ImportRowView[] };
type RowPatch = ImportRowPatchBody["rows"][number];
const FILTERS = {
  all: { label: "All rows", keep: () => true },
  duplicates: { label: "Suspected duplicates", keep: (r: ImportRowView) => r.duplicate !== null },
  uncategorised: {
    label: "Uncategorised",
    keep: (r: ImportRowView) => !r.excluded && !r.categoryAccountId && !r.splits,
  },
  excluded: { label: "Excluded", keep: (r: ImportRowView) => r.excluded },
} as const;

export function PreviewStep({
  batchId,
  statementAccounts,
  bankAccountId,
  onCommitted,
  onRestart,
}: {
  batchId: string;
  /** An OFX file with several accounts: which one to import (the first is read until the user chooses). */
  statementAccounts: string[];
  bankAccountId: string;
  onCommitted(batch: ImportBatchView): void;
  onRestart(): void;
}) {
  const queryClient = useQueryClient();
  const key = [`${BANKING}/imports/${batchId}`];
  const preview = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Preview>(key[0]!, { signal }),
  });
  const [filter, setFilter] = useState<keyof typeof FILTERS>("all");
  const [ruleRow, setRuleRow] = useState<ImportRowView | null>(null);
  const patch = useMutation({
    mutationFn: (row: RowPatch) => api.patch<ImportBatchView>(`${key[0]}/rows`, { rows: [row] }),
    onMutate: (row) =>
      queryClient.setQueryData<Preview>(key, (old) =>
        old ? { ...old, rows: old.rows.map((r) => (r.rowNo === row.rowNo ? { ...r, ...row } : r)) } : old,
      ),
    onSuccess: (batch) => queryClient.setQueryData<Preview>(key, (old) => (old ? { ...old, batch } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const commit = useMutation({
    mutationFn: () => api.post<ImportBatchView>(`${key[0]}/commit`),
    onSuccess: async (batch) => {
      await invalidateBanking(queryClient);
      toast({ title: `${batch.importedCount} transactions imported` });
      onCommitted(batch);
    },
  });
  const chooseAccount = useMutation({
    mutationFn: (statementAccount: string) =>
      api.post<ImportBatchView>(`${key[0]}/mapping`, { statementAccount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const discard = useMutation({
    mutationFn: () => api.delete(key[0]!),
    onSuccess: async () => {
      await invalidateBanking(queryClient);
      onRestart();
    },
  });
  if (preview.isPending) return <Skeleton rows={6} />;
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => preview.refetch()} />;
  const { batch, rows } = preview.data;
  const included = rows.filter((r) => !r.excluded).length;
  const duplicates = rows.filter((r) => r.duplicate).length;
  const shown = rows.filter(FILTERS[filter].keep);
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
      <h2 id="preview-heading" className="text-lg font-semibold">
        Review {batch.fileName}
      </h2>
      <p className="text-muted-foreground">
        {rows.length} rows: {included} to import, {rows.length - included} excluded
        {duplicates ? `, ${duplicates} suspected duplicates (excluded until you include them)` : ""}. Change
        any row's category or property; uncategorised rows post to Other Income or Other Expenses until a rule
        or you categorise them.
      </p>
      {statementAccounts.length > 1 ? (
        <SelectField
          id="preview-statement-account"
          label="Account in the file"
          containerClassName="max-w-xs"
          disabled={chooseAccount.isPending}
          options={statementAccounts.map((a) => ({ value: a, label: a }))}
          value={chooseAccount.variables ?? statementAccounts[0]}
          onChange={(e) => chooseAccount.mutate(e.target.value)}
        />
      ) : null}
      <SelectField
        id="preview-filter"
        label="Show"
        containerClassName="max-w-xs"
        options={Object.entries(FILTERS).map(([value, f]) => ({ value, label: f.label }))}
        value={filter}
        onChange={(e) => setFilter(e.target.value as keyof typeof FILTERS)}
      />
      <PreviewTable key={filter} rows={shown} onChange={(row) => patch.mutate(row)} onMakeRule={setRuleRow} />
      <FormMessage kind="error">
        {patch.isError
          ? errorText(patch.error)
          : commit.isError
            ? errorText(commit.error)
            : discard.isError
              ? errorText(discard.error)
              : chooseAccount.isError
                ? errorText(chooseAccount.error)
                : null}
      </FormMessage>
      {commit.isPending ? (
        <div role="status" className="flex flex-col gap-1">
          <progress aria-label="Posting the transactions" className="h-2 w-full max-w-md accent-primary" />
          <span className="text-sm text-muted-foreground">Posting {included} transactions…</span>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={commit.isPending || patch.isPending || included === 0}
          onClick={() => commit.mutate()}
        >
          {`Commit ${included} transactions`}
        </Button>
        <Button variant="outline" disabled={commit.isPending} onClick={() => discard.mutate()}>
          Discard this file
        </Button>
      </div>
      {ruleRow ? (
        <RuleDialog
          initial={draftFromRow(ruleRow, bankAccountId)}
          onClose={() => setRuleRow(null)}
          onSaved={(rule) => {
            const category = rule.actions.categoryAccountId;
            if (category || rule.actions.propertyId)
              patch.mutate({
                rowNo: ruleRow.rowNo,
                ...(category ? { categoryAccountId: category } : {}),
                ...(rule.actions.propertyId ? { propertyId: rule.actions.propertyId } : {}),
              });
          }}
        />
      ) : null}
    </section>
  );
}
