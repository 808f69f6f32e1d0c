// /bank-connections/accounts/:id/import: a statement import in four steps — upload the file, map its
// columns (CSV only), review every row (category, property, duplicates, exclusions), commit.
import { Button } from "@propledger/ui";
import { useState } from "react";
import { Link, useParams } from "wouter";
import type { ImportBatchView, ImportUploadView } from "../../shared/banking";
import { ErrorState, Skeleton } from "../accounting/states";
import { PageFrame } from "../components/PageFrame";
import { useCanWrite } from "../lib/session";
import { pageInfo } from "../pages/pageInfo";
import { useBankAccounts } from "./api";
import { MappingStep } from "./MappingStep";
import { PreviewStep } from "./PreviewStep";
import { UploadStep } from "./UploadStep";
import { ViewOnlyNote } from "./ViewOnlyNote";

const STEPS = ["Upload", "Map columns", "Review", "Done"] as const;
type Step =
  | { kind: "upload" }
  | { kind: "mapping"; upload: ImportUploadView }
  | { kind: "preview"; batchId: string; statementAccounts: string[] }
  | { kind: "done"; batch: ImportBatchView };

export default function ImportWizardPage() {
  const info = pageInfo("/bank-connections/accounts/:id/import");
  const { id = "" } = useParams<{ id: string }>();
  const accounts = useBankAccounts();
  const account = accounts.data?.items.find((a) => a.id === id);
  const [step, setStep] = useState<Step>({ kind: "upload" });
  const canWrite = useCanWrite();
  const index = { upload: 0, mapping: 1, preview: 2, done: 3 }[step.kind];
  return (
    <PageFrame
      title={account ? `Import a statement into ${account.name}` : info.title}
      description={info.description}
      breadcrumbs={[{ label: "Automation" }, { label: "Bank Connections", href: "/bank-connections" }]}
    >
      {accounts.isPending ? (
        <Skeleton rows={3} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} />
      ) : !account ? (
        <ErrorState
          error={new Error("This bank account does not exist or was archived.")}
          onRetry={() => accounts.refetch()}
        />
      ) : !canWrite ? (
        <>
          <ViewOnlyNote>Importing a statement posts its transactions to the books.</ViewOnlyNote>
          <div>
            <Button asChild variant="outline">
              <Link href="/bank-connections">Back to Bank Connections</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <StepList index={index} />
          <CurrentStep step={step} setStep={setStep} bankAccountId={account.id} />
        </>
      )}
    </PageFrame>
  );
}

function StepList({ index }: { index: number }) {
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-2 text-sm">
      {STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === index ? "step" : undefined}
          className={
            i === index
              ? "rounded-full bg-primary px-3 py-1 font-medium text-primary-foreground"
              : "rounded-full border border-border px-3 py-1 text-muted-foreground"
          }
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

function CurrentStep({
  step,
  setStep,
  bankAccountId,
}: {
  step: Step;
  setStep(step: Step): void;
  bankAccountId: string;
}) {
  return step.kind === "upload" ? (
    <UploadStep
      bankAccountId={bankAccountId}
      onUploaded={(upload) =>
        upload.csv
          ? setStep({ kind: "mapping", upload })
          : setStep({
              kind: "preview",
              batchId: upload.batch.id,
              statementAccounts: upload.statementAccounts,
            })
      }
    />
  ) : step.kind === "mapping" ? (
    <MappingStep
      upload={step.upload}
      onMapped={(batch) => setStep({ kind: "preview", batchId: batch.id, statementAccounts: [] })}
      onRestart={() => setStep({ kind: "upload" })}
    />
  ) : step.kind === "preview" ? (
    <PreviewStep
      batchId={step.batchId}
      statementAccounts={step.statementAccounts}
      bankAccountId={bankAccountId}
      onCommitted={(batch) => setStep({ kind: "done", batch })}
      onRestart={() => setStep({ kind: "upload" })}
    />
  ) : (
    <Done batch={step.batch} />
  );
}

function Done({ batch }: { batch: ImportBatchView }) {
  return (
    <section aria-labelledby="done-heading" className="flex flex-col gap-3">
      <h2 id="done-heading" className="text-lg font-semibold">
        {batch.importedCount} transactions imported
      </h2>
      <p role="status">
        {batch.fileName}: {batch.importedCount} imported, {batch.excludedCount} excluded. They are ordinary
        transactions now, in the General Ledger and on Transactions. Until one of them is reconciled, the
        whole import can be undone from the import history.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/transactions">View transactions</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/bank-connections">Back to Bank Connections</Link>
        </Button>
      </div>
    </section>
  );
}
