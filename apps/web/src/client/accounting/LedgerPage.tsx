import { Card } from "@propledger/ui";
import { BookText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Ledger } from "../../shared/accounting";
import { FormField, SelectField } from "../components/FormField";
import { EmptyState } from "../components/PageFrame";
import { formatCents, formatDay } from "./format";
import { ListPage } from "./list/ListPage";
import { TableHead, TableScroll } from "./list/table";
import { useAccounts } from "./useAccounts";

const PAGE_SIZE = 100;

/** Journal lines per account with the running balance; account and date-range filters. */
export default function LedgerPage() {
  const [accountId, setAccountId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const accounts = useAccounts();
  const filters = { accountId: accountId || undefined, from: from || undefined, to: to || undefined };

  return (
    <ListPage<Ledger>
      route="/ledger"
      section="Accounting"
      viewKey="ledger"
      path="/ledger"
      filters={filters}
      pageSize={PAGE_SIZE}
      filterBar={(change) => (
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
      )}
      empty={
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
      }
      table={(data) => <LedgerTable data={data} />}
      list={(data) => <LedgerList data={data} />}
    />
  );
}

/** The ledger lines as a table with debit, credit and running balance columns, and the page's totals. */
function LedgerTable({ data }: { data: Ledger }) {
  return (
    <TableScroll label="General ledger table">
      <table className="w-full text-sm">
        <caption className="sr-only">General ledger lines</caption>
        <TableHead
          columns={[
            { label: "Date" },
            { label: "Account" },
            { label: "Description" },
            { label: "Property" },
            { label: "Debit", end: true },
            { label: "Credit", end: true },
            { label: "Balance", end: true },
          ]}
        />
        <tbody className="divide-y divide-border">
          {data.items.map((line) => (
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
            <td className="px-3 py-2 text-end tabular-nums">{formatCents(data.totals.debitCents)}</td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCents(data.totals.creditCents)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** The ledger lines as cards, for narrow screens. */
function LedgerList({ data }: { data: Ledger }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="General ledger lines">
      {data.items.map((line) => (
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
  );
}
