import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, BookOpen } from "lucide-react";
import { ACCOUNT_TYPES, type AccountView } from "../../shared/accounting";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { ACCOUNT_TYPE_LABELS, formatCents } from "./format";
import { ACCOUNTING, ErrorState, invalidateAccounting, Skeleton } from "./shared";
import { useAccounts } from "./useAccounts";

/** The chart of accounts, grouped by type, with the rental template as the first step. */
export default function AccountsPage() {
  const info = pageInfo("/accounts");
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const invalidate = () => invalidateAccounting(queryClient);
  const template = useMutation({
    mutationFn: () => api.post<{ message: string }>(`${ACCOUNTING}/accounts/apply-template`),
    onSuccess: (answer) => toast({ title: "Chart of accounts", description: answer.message }),
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
    onSettled: invalidate,
  });
  const setActive = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<AccountView>(
        `${ACCOUNTING}/accounts/${encodeURIComponent(id)}/${active ? "restore" : "archive"}`,
      ),
    onSuccess: (account) =>
      toast({ title: account.isActive ? "Account restored" : "Account archived", description: account.name }),
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
    onSettled: invalidate,
  });
  const applyButton = (
    <Button onClick={() => template.mutate()} disabled={template.isPending}>
      {template.isPending ? "Applying..." : "Apply the rental chart of accounts"}
    </Button>
  );

  return (
    <PageFrame title={info.title} description={info.description} breadcrumbs={[{ label: "Accounting" }]}>
      {accounts.isPending ? (
        <Skeleton rows={8} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <EmptyState icon={<BookOpen aria-hidden="true" />} title="No accounts yet" action={applyButton}>
          <p>
            Start from the rental template: bank and deposit accounts, mortgage, owner equity, rent and fee
            income, and expenses mapped to the IRS Schedule E lines.
          </p>
        </EmptyState>
      ) : (
        ACCOUNT_TYPES.map((type) => {
          const rows = accounts.data.filter((a) => a.type === type);
          if (rows.length === 0) return null;
          return (
            <Card key={type}>
              <CardHeader>
                <CardTitle as="h2">{ACCOUNT_TYPE_LABELS[type]}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-border" aria-label={ACCOUNT_TYPE_LABELS[type]}>
                  {rows.map((a) => (
                    <li key={a.id} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="w-14 font-mono text-sm text-muted-foreground">{a.code}</span>
                      <span className="min-w-0 flex-1 font-medium">
                        {a.name}
                        {a.scheduleELine ? (
                          <span className="ms-2 text-sm font-normal text-muted-foreground">
                            Schedule E line {a.scheduleELine}
                          </span>
                        ) : null}
                      </span>
                      {a.isActive ? null : <Badge variant="outline">Archived</Badge>}
                      <span className="tabular-nums">{formatCents(a.balanceCents)}</span>
                      {a.isSystem ? null : (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={a.isActive ? `Archive ${a.name}` : `Restore ${a.name}`}
                          onClick={() => setActive.mutate({ id: a.id, active: !a.isActive })}
                        >
                          {a.isActive ? (
                            <Archive aria-hidden="true" className="size-4" />
                          ) : (
                            <ArchiveRestore aria-hidden="true" className="size-4" />
                          )}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          );
        })
      )}
    </PageFrame>
  );
}
