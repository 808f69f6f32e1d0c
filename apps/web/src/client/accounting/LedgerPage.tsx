import { Card } from "@propledger/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BookText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { FormField, SelectField } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { formatCents, formatDay } from "./format";
import {
  ACCOUNTING,
  ErrorState,
  ExportLinks,
  Pager,
  Skeleton,
  TableScroll,
  toQuery,
  useView,
  ViewToggle,
} from "./shared";
import type { Ledger } from "./types";
import { useAccounts } from "./useAccounts";

const PAGE_SIZE = 100;

/** Journal lines per account with the running balance; account and date-range filters. */
export default function LedgerPage() {
  const info = pageInfo("/ledger");
  const [view, setView] = useView("ledger");
  const [accountId, setAccountId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);
  const accounts = useAccounts();
  const filters = { accountId: accountId || undefined, from: from || undefined, to: to || undefined };
  const url = `${ACCOUNTING}/ledger${toQuery({ ...filters, page, pageSize: PAGE_SIZE })}`;
  const query = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<Ledger>(url, { signal }),
    placeholderData: keepPreviousData,
  });
  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };

  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Accounting" }]}
      actions={<ViewToggle view={view} onChange={setView} />}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="ledger-account"
            label="Account"
            value={accountId}
            onChange={change(setAccountId)}
            options={[
              { value: "", label: "All accounts" },
              ...(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
            ]}
            containerClassName="w-64"
          />
          <FormField id="ledger-from" label="From" type="date" value={from} onChange={change(setFrom)} />
          <FormField id="ledger-to" label="To" type="date" value={to} onChange={change(setTo)} />
        </div>
        <ExportLinks path="/ledger/export" query={filters} />
      </div>
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={<BookText aria-hidden="true" />}
          title="The ledger is empty"
          action={
            <Link href="/transactions" className="font-medium text-primary underline underline-offset-4">
              Record a transaction
            </Link>
          }
        >
          <p>
            Every transaction posts balanced debit and credit lines here, per account, with a running balance.
          </p>
        </EmptyState>
      ) : view === "table" ? (
        <TableScroll label="General ledger table">
          <table className="w-full text-sm">
            <caption className="sr-only">General ledger lines</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Account
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  Property
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Debit
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Credit
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {query.data.items.map((line) => (
                <tr key={line.lineId}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDay(line.date)}</td>
                  <td className="px-3 py-2">
                    {line.accountCode} · {line.accountName}
                  </td>
                  <td className="px-3 py-2">{line.description}</td>
                  <td className="px-3 py-2">{line.propertyName ?? "—"}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {line.debitCents ? formatCents(line.debitCents) : ""}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {line.creditCents ? formatCents(line.creditCents) : ""}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">{formatCents(line.balanceCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-border font-semibold">
              <tr>
                <th scope="row" colSpan={4} className="px-3 py-2 text-start">
                  Totals
                </th>
                <td className="px-3 py-2 text-end tabular-nums">
                  {formatCents(query.data.totals.debitCents)}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {formatCents(query.data.totals.creditCents)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="General ledger lines">
          {query.data.items.map((line) => (
            <li key={line.lineId}>
              <Card className="gap-1 px-4 py-4">
                <p className="font-medium">{line.description}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDay(line.date)} · {line.accountCode} {line.accountName}
                </p>
                <p className="flex flex-wrap gap-x-4 text-sm tabular-nums">
                  {line.debitCents ? <span>Debit {formatCents(line.debitCents)}</span> : null}
                  {line.creditCents ? <span>Credit {formatCents(line.creditCents)}</span> : null}
                  <span className="font-medium">Balance {formatCents(line.balanceCents)}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pager page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />
      ) : null}
    </PageFrame>
  );
}
