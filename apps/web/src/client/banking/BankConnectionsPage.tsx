// /bank-connections: the organization's bank, cash and credit-card accounts with their balance, last
// import and what awaits reconciliation; from each, a statement import or its reconciliation; below, the
// import history with undo.
import { Button } from "@propledger/ui";
import { Landmark, ListChecks } from "lucide-react";
import { Link } from "wouter";
import type { BankAccountSummary } from "../../shared/banking";
import { formatCents } from "../accounting/format";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { useCanWrite } from "../lib/session";
import { pageInfo } from "../pages/pageInfo";
import { formatStamp, SUBTYPE_LABELS, useBankAccounts } from "./api";
import { ImportHistory } from "./ImportHistory";
import { ViewOnlyNote } from "./ViewOnlyNote";

const LINK = "text-primary underline-offset-4 hover:underline";

export default function BankConnectionsPage() {
  const info = pageInfo("/bank-connections");
  const accounts = useBankAccounts();
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={info.group ? [{ label: info.group }] : []}
      actions={
        <Button asChild variant="outline">
          <Link href="/bank-connections/rules">
            <ListChecks aria-hidden="true" className="size-4" />
            Categorisation rules
          </Link>
        </Button>
      }
    >
      {accounts.isPending ? (
        <Skeleton rows={3} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyState
          icon={<Landmark aria-hidden="true" />}
          title="No bank accounts yet"
          action={
            <Button asChild>
              <Link href="/accounts">Open the Chart of Accounts</Link>
            </Button>
          }
        >
          <p>
            Statements are imported into bank, cash and credit-card accounts of your chart of accounts. Add
            one there (type Asset, subtype Bank), then come back to import its statement.
          </p>
        </EmptyState>
      ) : (
        <>
          <AccountsTable items={accounts.data.items} />
          <ImportHistory accounts={accounts.data.items} />
        </>
      )}
    </PageFrame>
  );
}

function AccountsTable({ items }: { items: BankAccountSummary[] }) {
  const canWrite = useCanWrite();
  return (
    <>
      {canWrite ? null : (
        <ViewOnlyNote>
          Importing statements, undoing imports and reconciling change the books. You can open each account's
          reconciliations and their reports.
        </ViewOnlyNote>
      )}
      <TableScroll label="Bank accounts">
        <table className="w-full text-sm">
          <caption className="sr-only">Bank accounts</caption>
          <TableHead
            columns={[
              { label: "Account" },
              { label: "Type" },
              { label: "Balance", end: true },
              { label: "Last import" },
              { label: "Unreconciled", end: true },
              { label: "Actions", hidden: true },
            ]}
          />
          <tbody className="divide-y divide-border">
            {items.map((a) => (
              <tr key={a.id}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {a.code} · {a.name}
                </th>
                <td className="px-3 py-2">{SUBTYPE_LABELS[a.subtype] ?? a.subtype}</td>
                <td className="px-3 py-2 text-end tabular-nums">{formatCents(a.balanceCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {a.lastImportAt ? formatStamp(a.lastImportAt) : "Never"}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{a.unreconciledCount}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-x-4 gap-y-1">
                    {canWrite ? (
                      <Link href={`/bank-connections/accounts/${a.id}/import`} className={LINK}>
                        Import statement<span className="sr-only"> into {a.name}</span>
                      </Link>
                    ) : null}
                    <Link href={`/bank-connections/accounts/${a.id}/reconcile`} className={LINK}>
                      {canWrite ? "Reconcile" : "Reconciliations"}
                      <span className="sr-only"> {a.name}</span>
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
