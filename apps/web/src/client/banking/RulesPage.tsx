// /bank-connections/rules: the categorisation rules in the order they run; create, edit, test, move up
// and down (buttons, so the keyboard can reorder), delete after a confirmation, and re-run the rules
// on the imported transactions still uncategorised.
import { Badge, Button, toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ListChecks, Plus, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { RuleView } from "../../shared/banking";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { FormMessage } from "../components/FormField";
import { EmptyState, PageFrame } from "../components/PageFrame";
import { api, errorText } from "../lib/api";
import { useCanWrite } from "../lib/session";
import { pageInfo } from "../pages/pageInfo";
import { BANKING, invalidateBanking, useBankAccounts, useBanking } from "./api";
import { useAccounts, useProperties } from "./choices";
import { RuleDialog } from "./RuleDialog";
import { draftFromRule, emptyDraft } from "./rule-draft";
import { actionsText, conditionsText } from "./rule-summary";
import { ViewOnlyNote } from "./ViewOnlyNote";

type Editing = { rule: RuleView | null } | null;
const RULES = `${BANKING}/rules`;

export default function RulesPage() {
  const info = pageInfo("/bank-connections/rules");
  const queryClient = useQueryClient();
  const rules = useBanking<{ items: RuleView[] }>("/rules");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RuleView | null>(null);
  const canWrite = useCanWrite();
  const rerun = useMutation({
    mutationFn: () => api.post<{ categorised: number }>(`${RULES}/rerun`),
    onSuccess: async ({ categorised }) => {
      await invalidateBanking(queryClient);
      toast({ title: `${categorised} uncategorised transactions categorised` });
    },
  });
  const hasRules = Boolean(rules.data?.items.length);
  return (
    <PageFrame
      title={info.title}
      description={info.description}
      breadcrumbs={[{ label: "Automation" }, { label: "Bank Connections", href: "/bank-connections" }]}
      actions={
        canWrite ? (
          <>
            {hasRules ? (
              <Button variant="outline" disabled={rerun.isPending} onClick={() => rerun.mutate()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {rerun.isPending ? "Re-running…" : "Re-run on uncategorised"}
              </Button>
            ) : null}
            <Button onClick={() => setEditing({ rule: null })}>
              <Plus aria-hidden="true" className="size-4" />
              New rule
            </Button>
          </>
        ) : null
      }
    >
      {canWrite ? null : (
        <ViewOnlyNote>
          Creating, editing, reordering, deleting and re-running rules change how imports are categorised.
        </ViewOnlyNote>
      )}
      <FormMessage kind="error">{rerun.isError ? errorText(rerun.error) : null}</FormMessage>
      {rules.isPending ? (
        <Skeleton rows={3} />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => rules.refetch()} />
      ) : rules.data.items.length === 0 ? (
        <EmptyState icon={<ListChecks aria-hidden="true" />} title="No rules yet">
          <p>
            A rule categorises the rows of a statement as it is imported, e.g. every "HOME DEPOT" payment to
            Repairs at Oak Street.
            {canWrite
              ? ` Create one here, or choose "Always categorise like this" on a row of an import's preview.`
              : null}
          </p>
        </EmptyState>
      ) : (
        <RulesTable
          rules={rules.data.items}
          canWrite={canWrite}
          onEdit={(rule) => setEditing({ rule })}
          onDelete={setDeleting}
        />
      )}
      {editing ? (
        <RuleDialog
          initial={editing.rule ? draftFromRule(editing.rule) : emptyDraft()}
          ruleId={editing.rule?.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteRule rule={deleting} onClose={() => setDeleting(null)} /> : null}
    </PageFrame>
  );
}

function RulesTable({
  rules,
  canWrite,
  onEdit,
  onDelete,
}: {
  rules: RuleView[];
  canWrite: boolean;
  onEdit(rule: RuleView): void;
  onDelete(rule: RuleView): void;
}) {
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const properties = useProperties();
  const banks = useBankAccounts();
  const reorder = useMutation({
    mutationFn: (ids: string[]) => api.post<{ items: RuleView[] }>(`${RULES}/reorder`, { ids }),
    onSuccess: (data) => queryClient.setQueryData([RULES], data),
  });
  const focusAfter = useFocusAfterMove(reorder.isPending);
  const move = (index: number, by: -1 | 1, button: string) => {
    const ids = rules.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onSettled: focusAfter(button) });
  };
  return (
    <>
      <FormMessage kind="error">{reorder.isError ? errorText(reorder.error) : null}</FormMessage>
      <TableScroll label="Rules">
        <table className="w-full text-sm">
          <caption className="sr-only">Rules, in the order they run</caption>
          <TableHead
            columns={[
              { label: "Order", end: true },
              { label: "Rule" },
              { label: "When" },
              { label: "Then" },
              ...(canWrite ? [{ label: "Actions", hidden: true }] : []),
            ]}
          />
          <tbody className="divide-y divide-border">
            {rules.map((r, i) => (
              <tr key={r.id} className={r.isActive ? undefined : "text-muted-foreground"}>
                <td className="px-3 py-2 text-end tabular-nums">{i + 1}</td>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {r.name} {r.stop ? <Badge variant="secondary">Stop here</Badge> : null}{" "}
                  {r.isActive ? null : <Badge variant="outline">Inactive</Badge>}
                </th>
                <td className="px-3 py-2">{conditionsText(r, banks.data?.items ?? [])}</td>
                <td className="px-3 py-2">{actionsText(r, accounts.data ?? [], properties.data ?? [])}</td>
                {canWrite ? (
                  <td className="px-3 py-2">
                    <RuleButtons
                      rule={r}
                      first={i === 0}
                      last={i === rules.length - 1}
                      busy={reorder.isPending}
                      onMove={(by, button) => move(i, by, button)}
                      onEdit={() => onEdit(r)}
                      onDelete={() => onDelete(r)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/**
 * Focus follows the moved rule (the other arrow when it reached the top or bottom). The arrows are
 * disabled while a move is saved, so focus moves in the render that enables them again. Returns the
 * callback that says the move with `button` was saved.
 */
function useFocusAfterMove(saving: boolean) {
  const pending = useRef<{ button: string; saved: boolean } | null>(null);
  useEffect(() => {
    if (!pending.current?.saved || saving) return;
    const { button } = pending.current;
    pending.current = null;
    const target = document.getElementById(button) as HTMLButtonElement | null;
    (target && !target.disabled
      ? target
      : document.getElementById(button.replace(/up|down/, (w) => (w === "up" ? "down" : "up")))
    )?.focus();
  });
  return (button: string) => {
    const move = { button, saved: false };
    pending.current = move;
    return () => {
      move.saved = true;
    };
  };
}

/** Move up / down (buttons, so the keyboard can reorder), edit and delete. */
function RuleButtons({
  rule: r,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
}: {
  rule: RuleView;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(by: -1 | 1, button: string): void;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        id={`rule-${r.id}-up`}
        variant="ghost"
        size="icon"
        aria-label={`Move ${r.name} up`}
        disabled={first || busy}
        onClick={() => onMove(-1, `rule-${r.id}-up`)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        id={`rule-${r.id}-down`}
        variant="ghost"
        size="icon"
        aria-label={`Move ${r.name} down`}
        disabled={last || busy}
        onClick={() => onMove(1, `rule-${r.id}-down`)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="outline" size="sm" onClick={onEdit}>
        Edit<span className="sr-only"> {r.name}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onDelete}>
        Delete<span className="sr-only"> {r.name}</span>
      </Button>
    </div>
  );
}

function DeleteRule({ rule, onClose }: { rule: RuleView; onClose(): void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.delete(`${RULES}/${rule.id}`),
    onSuccess: async () => {
      await invalidateBanking(queryClient);
      toast({ title: `Rule "${rule.name}" deleted` });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete the rule "${rule.name}"?`}
      description={
        <>
          Transactions it categorised keep their category; later imports no longer use it.
          {remove.isError ? (
            <span role="alert" className="mt-3 block font-medium text-destructive">
              {errorText(remove.error)}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Delete rule"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
