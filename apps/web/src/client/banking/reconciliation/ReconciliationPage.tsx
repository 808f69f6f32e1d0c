// /bank-connections/accounts/:id/reconcile: reconcile one bank, cash or card account against its
// statements. Without a reconciliation in progress the page asks for the next statement; with one it
// shows the transactions to tick. Past reconciliations are listed below either way.
import { useParams } from "wouter";
import type { AccountReconciliations } from "../../../shared/reconciliation";
import { ErrorState, Skeleton } from "../../accounting/states";
import { PageFrame } from "../../components/PageFrame";
import { accountPath, useBankingQuery } from "./api";
import { History } from "./History";
import { StatementForm } from "./StatementForm";
import { Workspace } from "./Workspace";

export default function ReconciliationPage() {
  const { id = "" } = useParams<{ id: string }>();
  const overview = useBankingQuery<AccountReconciliations>(accountPath(id));
  const a = overview.data;
  return (
    <PageFrame
      title={a ? `Reconcile ${a.account.code} ${a.account.name}` : "Reconcile account"}
      description="Tick the transactions your statement shows until the difference is zero, then finish."
      breadcrumbs={[{ label: "Automation" }, { label: "Bank Connections", href: "/bank-connections" }]}
    >
      {overview.isPending ? (
        <Skeleton rows={4} />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <>
          {overview.data.inProgress ? (
            <Workspace reconciliationId={overview.data.inProgress.id} />
          ) : (
            <StatementForm overview={overview.data} />
          )}
          <History accountId={id} inProgress={overview.data.inProgress !== null} />
        </>
      )}
    </PageFrame>
  );
}
