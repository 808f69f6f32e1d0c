import { Badge } from "@propledger/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TrialBalance as TrialBalanceData } from "../../../shared/accounting";
import { FormField } from "../../components/FormField";
import { api } from "../../lib/api";
import { ACCOUNTING, toQuery } from "../api";
import { formatCents } from "../format";
import { TableHead, TableScroll } from "../list/table";
import { ErrorState, Skeleton } from "../states";

/** Every account's net balance in its debit or credit column for a period; the two totals must agree. */
export function TrialBalance() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const url = `${ACCOUNTING}/trial-balance${toQuery({ from, to })}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<TrialBalanceData>(url, { signal }),
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          id="trial-balance-from"
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <FormField
          id="trial-balance-to"
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        {query.data ? (
          <Badge variant={query.data.balanced ? "secondary" : "destructive"}>
            {query.data.balanced ? "Debits equal credits" : "Out of balance"}
          </Badge>
        ) : null}
      </div>
      {query.isPending ? (
        <Skeleton rows={6} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <p className="text-muted-foreground">No postings in this period.</p>
      ) : (
        <TrialBalanceTable data={query.data} />
      )}
    </div>
  );
}

function TrialBalanceTable({ data }: { data: TrialBalanceData }) {
  return (
    <TableScroll label="Trial balance table">
      <table className="w-full text-sm">
        <caption className="sr-only">Trial balance</caption>
        <TableHead
          columns={[
            { label: "Code" },
            { label: "Account" },
            { label: "Debit", end: true },
            { label: "Credit", end: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {data.rows.map((row) => (
            <tr key={row.accountId}>
              <td className="px-3 py-2 font-mono">{row.code}</td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 text-end tabular-nums">
                {row.debitCents ? formatCents(row.debitCents) : ""}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">
                {row.creditCents ? formatCents(row.creditCents) : ""}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-start">
              Totals
            </th>
            <td className="px-3 py-2 text-end tabular-nums">{formatCents(data.totals.debitCents)}</td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCents(data.totals.creditCents)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
