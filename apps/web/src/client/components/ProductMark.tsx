import { cn } from "@propledger/ui";
import { Building2 } from "lucide-react";
import { Link } from "wouter";

/** The product mark: logo and name, linking to /landing. */
export function ProductMark({ className }: { className?: string }) {
  return (
    <Link
      href="/landing"
      className={cn(
        "flex min-h-10 items-center gap-2 rounded-md px-1 text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Building2 aria-hidden="true" className="size-5" />
      </span>
      PropLedger
    </Link>
  );
}
