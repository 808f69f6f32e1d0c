import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, BookOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ACCOUNT_TYPES, type AccountView } from "../../shared/accounting";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { pageInfo } from "../pages/pageInfo";
import { ACCOUNTING, invalidateAccounting } from "./api";
import { AccountDialog } from "./chart/AccountDialog";
import { TrialBalance } from "./chart/TrialBalance";
import { ACCOUNT_TYPE_LABELS, formatCents } from "./format";
import { ErrorState, Skeleton } from "./states";

type Pending = { kind: "edit" | "delete"; account: AccountView } | { kind: "create" } | null;

/** The chart of accounts, grouped by type: create, edit, archive, restore, delete; and its trial balance. */
export default function AccountsPage() {
  const info = pageInfo("/accounts");
  const [showArchived, setShowArchived] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const url = `${ACCOUNTING}/accounts${showArchived ? "?includeInactive=true" : ""}`;
  const accounts = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<{ items: AccountView[] }>(url, { signal }),
    select: (data) => data.items,
  });
  const { invalidate, template, setActive } = useAccountMutations();
  const applyButton = (
    <Button onClick={() => template.mutate()} disabled={template.isPending}>
      {template.isPending ? "Applying..." : "Apply the rental chart of accounts"}
    </Button>
  );
  const all = accounts.data ?? [];

  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Accounting" }]}
      actions={
        <Button onClick={() => setPending({ kind: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          New account
        </Button>
      }
    >
      {accounts.isPending ? (
        <Skeleton rows={8} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} />
      ) : all.length === 0 && !showArchived ? (
        <EmptyState icon={<BookOpen aria-hidden="true" />} title="No accounts yet" action={applyButton}>
          <p>
            Start from the rental template: bank and deposit accounts, mortgage, owner equity, rent and fee
            income, and expenses mapped to the IRS Schedule E lines.
          </p>
        </EmptyState>
      ) : (
        <Tabs defaultValue="accounts" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="Chart of accounts views">
              <TabsTrigger value="accounts">Accounts</TabsTrigger>
              <TabsTrigger value="trial-balance">Trial balance</TabsTrigger>
            </TabsList>
            <Switch label="Show archived accounts" checked={showArchived} onCheckedChange={setShowArchived} />
          </div>
          <TabsContent value="accounts" className="flex flex-col gap-6">
            <AccountGroups
              accounts={all}
              onEdit={(account) => setPending({ kind: "edit", account })}
              onDelete={(account) => setPending({ kind: "delete", account })}
              onArchive={(a) => setActive.mutate({ id: a.id, active: !a.isActive })}
            />
          </TabsContent>
          <TabsContent value="trial-balance">
            <TrialBalance />
          </TabsContent>
        </Tabs>
      )}
      <AccountDialog
        open={pending?.kind === "create" || pending?.kind === "edit"}
        account={pending?.kind === "edit" ? pending.account : null}
        accounts={all}
        onClose={() => setPending(null)}
      />
      <DeleteAccountDialog
        account={pending?.kind === "delete" ? pending.account : null}
        onClose={() => setPending(null)}
        onDeleted={invalidate}
      />
    </PageFrame>
  );
}

/** Confirms deleting an account; the server refuses one with postings or sub-accounts. */
function DeleteAccountDialog({
  account: target,
  onClose,
  onDeleted,
}: {
  account: AccountView | null;
  onClose(): void;
  onDeleted(): unknown;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onClose}
      title={`Delete ${target?.code ?? ""} ${target?.name ?? "this account"}?`}
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      action={() => api.delete(`${ACCOUNTING}/accounts/${target?.id}`)}
      onDone={() => {
        toast({ title: "Account deleted", description: target?.name });
        void onDeleted();
        onClose();
      }}
      className="sm:max-w-md"
      description="Only an account without postings or sub-accounts can be deleted; archive one that has history."
    />
  );
}

/** Create-from-template and archive/restore, each toasting its outcome and refreshing the ledger queries. */
function useAccountMutations() {
  const queryClient = useQueryClient();
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
  return { invalidate, template, setActive };
}

/** One card per account type that has accounts, listing them in chart order. */
function AccountGroups({
  accounts,
  onEdit,
  onDelete,
  onArchive,
}: {
  accounts: AccountView[];
  onEdit(account: AccountView): void;
  onDelete(account: AccountView): void;
  onArchive(account: AccountView): void;
}) {
  return (
    <>
      {ACCOUNT_TYPES.map((type) => {
        const rows = accounts.filter((a) => a.type === type);
        if (rows.length === 0) return null;
        return (
          <Card key={type}>
            <CardHeader>
              <CardTitle as="h2">{ACCOUNT_TYPE_LABELS[type]}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-border" aria-label={ACCOUNT_TYPE_LABELS[type]}>
                {rows.map((a) => (
                  <AccountRow
                    key={a.id}
                    account={a}
                    onEdit={() => onEdit(a)}
                    onDelete={() => onDelete(a)}
                    onArchive={() => onArchive(a)}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </>
  );
}

function AccountRow({
  account: a,
  onEdit,
  onDelete,
  onArchive,
}: {
  account: AccountView;
  onEdit(): void;
  onDelete(): void;
  onArchive(): void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
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
      <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${a.name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      {a.isSystem ? null : (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={a.isActive ? `Archive ${a.name}` : `Restore ${a.name}`}
            onClick={onArchive}
          >
            {a.isActive ? (
              <Archive aria-hidden="true" className="size-4" />
            ) : (
              <ArchiveRestore aria-hidden="true" className="size-4" />
            )}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete ${a.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </>
      )}
    </li>
  );
}
