// "Find the difference": the server lists transactions that could explain it (not ticked, ticked but
// maybe not on the statement, entered twice, digits swapped, the wrong direction); each can be
// ticked or unticked from here.
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { Search } from "lucide-react";
import { useState } from "react";
import type { ClearedBody, DifferenceHelp, DifferenceHintKind } from "../../../shared/reconciliation";
import { formatDay } from "../../accounting/format";
import { ErrorState, Skeleton } from "../../accounting/states";
import { reconciliationPath, useBankingQuery } from "./api";
import { Money } from "./SummaryFigures";

const KIND_LABELS: Record<DifferenceHintKind, string> = {
  missing: "Not ticked",
  extra: "Ticked",
  duplicated: "Entered twice?",
  transposed: "Digits swapped?",
  sign: "Wrong direction?",
};

export function DifferencePanel({
  reconciliationId,
  onTick,
}: {
  reconciliationId: string;
  /** Absent for a view-only member: the candidates are listed without tick buttons. */
  onTick?: (body: ClearedBody) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="text-base">
          Find the difference
        </CardTitle>
        {open ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Search aria-hidden="true" className="size-4" />
            Look for candidates
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {open ? (
          <Hints reconciliationId={reconciliationId} onTick={onTick} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Lists transactions that could explain the difference: one not ticked, one entered twice, swapped
            digits, or money in and out mixed up.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Hints({
  reconciliationId,
  onTick,
}: {
  reconciliationId: string;
  onTick?: (body: ClearedBody) => void;
}) {
  const help = useBankingQuery<DifferenceHelp>(`${reconciliationPath(reconciliationId)}/difference`);
  if (help.isPending) return <Skeleton rows={2} />;
  if (help.isError) return <ErrorState error={help.error} onRetry={() => help.refetch()} />;
  const { hints } = help.data;
  if (hints.length === 0) {
    return (
      <p className="text-sm">
        No single transaction explains a difference of <Money cents={help.data.differenceCents} />. Check the
        statement's ending balance, and look for transactions the statement shows that are not recorded yet.
      </p>
    );
  }
  return (
    <ul aria-label="Candidates" className="flex flex-col divide-y divide-border">
      {hints.map((h) => (
        <li
          key={`${h.kind}-${h.transactionId}`}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{KIND_LABELS[h.kind]}</Badge>
              <span className="font-medium">{h.description}</span>
              <span className="text-sm text-muted-foreground">{formatDay(h.date)}</span>
              <span className="tabular-nums">
                <Money cents={h.amountCents} />
              </span>
            </span>
            <span className="text-sm text-muted-foreground">{h.explanation}</span>
          </div>
          {onTick && (h.kind === "missing" || h.kind === "extra") ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onTick({ transactionIds: [h.transactionId], cleared: !h.cleared })}
            >
              {h.cleared ? "Untick" : "Tick"}
              <span className="sr-only">{` ${h.description}`}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
