// Step 3: every row of the file as it would be posted — date, amount, suggested category and property,
// duplicate status — editable one row at a time; then commit (or discard the file).
import { Button } from "@propledger/ui";
import { useState } from "react";
import type { ImportBatchView, ImportRowView, RuleView } from "../../shared/banking";
import { ErrorState, Skeleton } from "../accounting/states";
import { FormMessage, SelectField } from "../components/FormField";
import { errorText } from "../lib/api";
import { PreviewTable } from "./PreviewTable";
import { RuleDialog } from "./RuleDialog";
import { draftFromRow } from "./rule-draft";
import { usePreview } from "./usePreview";

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
  const { preview, patch, edit, commit, chooseAccount, discard, failed } = usePreview(
    batchId,
    onCommitted,
    onRestart,
  );
  const [filter, setFilter] = useState<keyof typeof FILTERS>("all");
  const [ruleRow, setRuleRow] = useState<ImportRowView | null>(null);
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
      <PreviewTable key={filter} rows={shown} onChange={edit} onMakeRule={setRuleRow} />
      <FormMessage kind="error">{failed ? errorText(failed) : null}</FormMessage>
      <CommitBar
        included={included}
        committing={commit.isPending}
        saving={patch.isPending}
        onCommit={() => commit.mutate()}
        onDiscard={() => discard.mutate()}
      />
      {ruleRow ? (
        <RuleDialog
          initial={draftFromRow(ruleRow, bankAccountId)}
          onClose={() => setRuleRow(null)}
          onSaved={(rule) => edit(rowPatchFrom(ruleRow.rowNo, rule))}
        />
      ) : null}
    </section>
  );
}

/** The new rule's category and property, for the row it was made from (later rows get them on import). */
const rowPatchFrom = (rowNo: number, rule: RuleView) => ({
  rowNo,
  ...(rule.actions.categoryAccountId ? { categoryAccountId: rule.actions.categoryAccountId } : {}),
  ...(rule.actions.propertyId ? { propertyId: rule.actions.propertyId } : {}),
});

function CommitBar(props: {
  included: number;
  committing: boolean;
  saving: boolean;
  onCommit(): void;
  onDiscard(): void;
}) {
  return (
    <>
      {props.committing ? (
        <div role="status" className="flex flex-col gap-1">
          <progress aria-label="Posting the transactions" className="h-2 w-full max-w-md accent-primary" />
          <span className="text-sm text-muted-foreground">Posting {props.included} transactions…</span>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={props.committing || props.saving || props.included === 0} onClick={props.onCommit}>
          {`Commit ${props.included} transactions`}
        </Button>
        <Button variant="outline" disabled={props.committing} onClick={props.onDiscard}>
          Discard this file
        </Button>
      </div>
    </>
  );
}
