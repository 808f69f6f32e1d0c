// Members below manager may look at bank imports, rules and reconciliations but not change them (the
// server answers 403): the write controls are hidden and this note says why, instead of a refusal
// after the click.
import { Eye } from "lucide-react";
import type { ReactNode } from "react";

export function ViewOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {children} Your role is view-only: a manager or an administrator can do this, or give you the Manager
        role.
      </span>
    </p>
  );
}
