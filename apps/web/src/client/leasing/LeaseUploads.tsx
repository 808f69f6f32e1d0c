// The files kept with a lease: the signed lease, addenda, inspection photos. Every member lists and
// downloads them; managers and above upload (button or drop) and delete (after a confirmation).
// The server decides what is accepted; the picker only pre-checks size so nothing big travels in vain.
import { Button, cn, toast } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import {
  LEASE_DOCUMENT_ACCEPT,
  type LeaseDocumentView,
  MAX_LEASE_DOCUMENT_BYTES,
} from "../../shared/lease-documents";
import { TableHead, TableScroll } from "../accounting/list/table";
import { ErrorState, Skeleton } from "../accounting/states";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { FormMessage } from "../components/FormField";
import { api, errorText } from "../lib/api";
import { uploadFile } from "../lib/upload";
import { LEASING, useCanChangeLeasing } from "./shared";

const KB = 1024;
const MB = KB * KB;
/** "820 B", "48 KB", "1.2 MB" */
function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** What is wrong with a file before it is sent (the server checks again); null when it may be sent. */
function fileProblem(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty. Choose the scanned or exported document again.`;
  if (file.size > MAX_LEASE_DOCUMENT_BYTES)
    return `${file.name} is ${formatSize(file.size)}; the limit is ${MAX_LEASE_DOCUMENT_BYTES / MB} MB. Scan it at a lower resolution or split it.`;
  return null;
}

export function LeaseUploads({ leaseId }: { leaseId: string }) {
  const url = `${LEASING}/leases/${leaseId}/documents`;
  const documents = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => api.get<{ items: LeaseDocumentView[] }>(url, { signal }),
  });
  const canChange = useCanChangeLeasing();
  return (
    <section aria-labelledby="lease-files-heading" className="flex flex-col gap-3">
      <h2 id="lease-files-heading" className="text-lg font-semibold">
        Signed lease and files
      </h2>
      {canChange ? <UploadControl url={url} /> : null}
      {documents.isPending ? (
        <Skeleton rows={2} />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canChange
            ? "No files yet. Upload the signed lease to keep it with the ledger."
            : "No files have been uploaded to this lease."}
        </p>
      ) : (
        <FileTable url={url} items={documents.data.items} canChange={canChange} />
      )}
    </section>
  );
}

function UploadControl({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<LeaseDocumentView>(url, file, setProgress),
    onSuccess: async (doc) => {
      await queryClient.invalidateQueries({ queryKey: [url] });
      toast({ title: "File uploaded", description: doc.fileName });
    },
  });
  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const found = fileProblem(file);
    setProblem(found);
    upload.reset();
    if (!found) {
      setProgress(0);
      upload.mutate(file);
    }
  };
  const error = problem ?? (upload.isError ? errorText(upload.error) : null);
  return (
    // The drop zone is a shortcut for mouse users; the button does the same from the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the accessible control
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        send(event.dataTransfer.files[0]);
      }}
      className={cn(
        "flex flex-col gap-3 rounded-md border border-dashed border-border p-4",
        dragging && "border-primary bg-muted",
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          disabled={upload.isPending}
          aria-describedby="lease-file-hint"
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? "Uploading…" : "Upload file"}
        </Button>
        <span id="lease-file-hint" className="text-sm text-muted-foreground">
          or drop it here. PDF, PNG, JPEG or WebP, up to {MAX_LEASE_DOCUMENT_BYTES / MB} MB.
        </span>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={LEASE_DOCUMENT_ACCEPT}
        aria-label="Lease file"
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = ""; // choosing the same file again after an error fires onChange again
        }}
      />
      {upload.isPending ? <Progress fraction={progress} /> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </div>
  );
}

/** How much of the file has been sent; then that the server is checking it. */
function Progress({ fraction }: { fraction: number }) {
  return (
    <div className="flex flex-col gap-1" role="status">
      <progress
        aria-label="Uploading the file"
        className="h-2 w-full max-w-md accent-primary"
        max={1}
        value={fraction >= 1 ? undefined : fraction}
      />
      <span className="text-sm text-muted-foreground">
        {fraction >= 1 ? "Checking the file…" : `Uploading… ${Math.round(fraction * 100)}%`}
      </span>
    </div>
  );
}

function FileTable({
  url,
  items,
  canChange,
}: {
  url: string;
  items: LeaseDocumentView[];
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<LeaseDocumentView | null>(null);
  const remove = useMutation({
    mutationFn: (doc: LeaseDocumentView) => api.delete(`${url}/${doc.id}`),
    onSuccess: async (_answer, doc) => {
      setDoomed(null);
      await queryClient.invalidateQueries({ queryKey: [url] });
      toast({ title: "File deleted", description: doc.fileName });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <>
      <TableScroll label="Lease files">
        <table className="w-full text-sm">
          <caption className="sr-only">Files uploaded to the lease</caption>
          <TableHead
            columns={[
              { label: "File" },
              { label: "Size", end: true },
              { label: "Uploaded" },
              { label: "By" },
              { label: "Actions", hidden: true },
            ]}
          />
          <tbody className="divide-y divide-border">
            {items.map((doc) => (
              <FileRow key={doc.id} url={url} doc={doc} onDelete={canChange ? setDoomed : null} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title="Delete this file?"
        description={`${doomed?.fileName ?? "The file"} is removed from the lease for everyone. This cannot be undone.`}
        confirmLabel="Delete file"
        pending={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
      />
    </>
  );
}

/** One file: what it is, when and by whom, and its actions (Delete only for those who may). */
function FileRow({
  url,
  doc,
  onDelete,
}: {
  url: string;
  doc: LeaseDocumentView;
  onDelete: ((doc: LeaseDocumentView) => void) | null;
}) {
  return (
    <tr>
      <td className="px-3 py-2 break-all">{doc.fileName}</td>
      <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{formatSize(doc.sizeBytes)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{day.format(new Date(doc.uploadedAt))}</td>
      <td className="px-3 py-2">{doc.uploadedBy?.name ?? "Former member"}</td>
      <td className="px-3 py-2">
        <span className="flex justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`${url}/${doc.id}/file`} download aria-label={`Download ${doc.fileName}`}>
              <Download aria-hidden="true" className="size-4" />
              Download
            </a>
          </Button>
          {onDelete ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Delete ${doc.fileName}`}
              onClick={() => onDelete(doc)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
