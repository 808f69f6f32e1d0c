import { Button, cn } from "@propledger/ui";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { EmptyState } from "../components/PageFrame";
import { errorText } from "../lib/api";

export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <EmptyState icon={<TriangleAlert aria-hidden="true" />} title="Could not load this page's data">
      <p>{errorText(error, "The server did not answer. Please try again.")}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </EmptyState>
  );
}

/** Placeholder rows while data loads (same height as the content, so nothing jumps). */
export function Skeleton({ rows = 5, className }: { rows?: number; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-2", className)} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="h-12 animate-pulse rounded-md bg-muted reduce-motion:animate-none" />
      ))}
    </div>
  );
}
