// Step 1: choose the statement file; it is checked here (empty, too large), sent with upload progress,
// and the server's reason is shown when it is not a statement it can read.
import { Button, Label } from "@propledger/ui";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ImportUploadView } from "../../shared/banking";
import { FormMessage } from "../components/FormField";
import { errorText } from "../lib/api";
import { ACCEPTED_FILES, fileProblem, uploadStatement } from "./api";

export function UploadStep({
  bankAccountId,
  onUploaded,
}: {
  bankAccountId: string;
  onUploaded(upload: ImportUploadView): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadStatement(bankAccountId, chosen, setProgress),
    onSuccess: onUploaded,
  });
  const error = problem ?? (upload.isError ? errorText(upload.error) : null);
  return (
    <form
      aria-labelledby="upload-heading"
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setProblem("Choose a statement file first.");
        const found = fileProblem(file);
        setProblem(found);
        if (!found) {
          setProgress(0);
          upload.mutate(file);
        }
      }}
    >
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a statement
      </h2>
      <p className="text-muted-foreground">
        Download the statement from your bank's website as CSV, OFX, QFX (Quicken) or QIF, up to 10 MB.
        Nothing is posted until you have reviewed every row and committed.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="statement-file">Statement file</Label>
        <input
          ref={input}
          id="statement-file"
          type="file"
          accept={ACCEPTED_FILES}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "upload-error" : undefined}
          className="rounded-md border border-input bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-foreground"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            upload.reset();
          }}
        />
      </div>
      {error ? (
        <div id="upload-error">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      {upload.isPending ? <UploadProgress fraction={progress} /> : null}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? "Reading…" : "Upload and read"}
        </Button>
      </div>
    </form>
  );
}

/** While the file travels: how much of it has been sent; then that the server is reading it. */
function UploadProgress({ fraction }: { fraction: number }) {
  const sent = fraction >= 1;
  return (
    <div className="flex flex-col gap-1" role="status">
      <progress
        aria-label={sent ? "Reading the statement" : "Uploading the statement"}
        className="h-2 w-full max-w-md accent-primary"
        max={1}
        value={sent ? undefined : fraction}
      />
      <span className="text-sm text-muted-foreground">
        {sent ? "Reading the rows and looking for duplicates…" : `Uploading… ${Math.round(fraction * 100)}%`}
      </span>
    </div>
  );
}
