// Create or edit a categorisation rule: name, conditions, actions, "stop here"; "Test" runs it over past
// transactions (nothing changes) so the user sees what it would catch before saving.
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { RuleBody, RuleTestResult, RuleView } from "../../shared/banking";
import { DialogActions } from "../accounting/DialogActions";
import { formatCents, formatDay } from "../accounting/format";
import { FormField, FormMessage } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { BANKING, invalidateBanking } from "./api";
import { ActionFields } from "./RuleActionFields";
import { ConditionFields } from "./RuleConditionFields";
import { type RuleDraft, toRuleBody } from "./rule-draft";

export function RuleDialog({
  initial,
  ruleId,
  onClose,
  onSaved,
}: {
  initial: RuleDraft;
  /** Editing this rule; else a new one. */
  ruleId?: string;
  onClose(): void;
  onSaved?(rule: RuleView): void;
}) {
  const [d, setD] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { save, test } = useRuleRequests(ruleId, (rule) => {
    onSaved?.(rule);
    onClose();
  });
  const set = (patch: Partial<RuleDraft>) => {
    setD((old) => ({ ...old, ...patch }));
    test.reset();
  };
  const withBody = (run: (body: RuleBody) => void) => {
    const result = toRuleBody(d);
    setProblem(result.problem ?? null);
    if (result.body) run(result.body);
  };
  const error =
    problem ?? (save.isError ? errorText(save.error) : test.isError ? errorText(test.error) : null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{ruleId ? "Edit rule" : "New rule"}</DialogTitle>
          <DialogDescription>
            When every condition holds, the actions set the row's fields. Rules run in order on each import's
            preview; a rule with "stop here" ends the list for the rows it matches.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            withBody((body) => save.mutate(body));
          }}
        >
          <FormField
            id="rule-name"
            label="Name"
            value={d.name}
            maxLength={120}
            onChange={(e) => set({ name: e.target.value })}
          />
          <ConditionFields conditions={d.conditions} onChange={(conditions) => set({ conditions })} />
          <ActionFields draft={d} onChange={set} />
          <RuleFlags draft={d} onChange={set} />
          <FormMessage kind="error">{error}</FormMessage>
          {test.data ? <TestResult result={test.data} /> : null}
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={test.isPending}
              onClick={() => withBody((body) => test.mutate(body))}
            >
              {test.isPending ? "Testing…" : "Test against past transactions"}
            </Button>
            <DialogActions
              onCancel={onClose}
              pending={save.isPending}
              label={ruleId ? "Save rule" : "Create rule"}
              pendingLabel="Saving…"
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RuleFlags({
  draft: d,
  onChange: set,
}: {
  draft: RuleDraft;
  onChange(patch: Partial<RuleDraft>): void;
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={d.stop} onChange={(e) => set({ stop: e.target.checked })} />
        Stop here: later rules do not apply to the rows this rule matches
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={d.isActive} onChange={(e) => set({ isActive: e.target.checked })} />
        Active
      </label>
    </>
  );
}

/** Save (create or update) and the dry run over past transactions. */
function useRuleRequests(ruleId: string | undefined, onSaved: (rule: RuleView) => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: RuleBody) =>
      ruleId
        ? api.put<RuleView>(`${BANKING}/rules/${ruleId}`, body)
        : api.post<RuleView>(`${BANKING}/rules`, body),
    onSuccess: async (rule) => {
      await invalidateBanking(queryClient);
      toast({ title: ruleId ? `Rule "${rule.name}" saved` : `Rule "${rule.name}" created` });
      onSaved(rule);
    },
  });
  const test = useMutation({
    mutationFn: (body: RuleBody) => api.post<RuleTestResult>(`${BANKING}/rules/test`, body),
  });
  return { save, test };
}

function TestResult({ result }: { result: RuleTestResult }) {
  return (
    <section
      aria-label="Test result"
      className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm"
    >
      <p role="status" className="font-medium">
        Matches {result.matched} of the latest {result.checked} transactions.
      </p>
      {result.examples.length ? (
        <ul className="flex flex-col gap-1">
          {result.examples.slice(0, 8).map((t) => (
            <li key={t.id} className="flex justify-between gap-3">
              <span>
                {formatDay(t.date)} · {t.description}
              </span>
              <span className="tabular-nums">
                {formatCents(t.type === "income" ? t.amountCents : -t.amountCents)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
