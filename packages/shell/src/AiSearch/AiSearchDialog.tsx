import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@propledger/ui";
import type { ReactNode, RefObject } from "react";

export interface AiSearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The search icon button that opened it: focus returns there on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** Small screens: the 'AI-Powered Search' dialog around the box and its results. Loaded on demand. */
export function AiSearchDialog({ open, onOpenChange, trigger, children }: AiSearchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-4 max-h-[calc(100svh-2rem)] translate-y-0 gap-3 overflow-y-auto sm:top-[10%]"
        onCloseAutoFocus={(event) => {
          // The icon button is not a Radix trigger (it is on the page before this chunk loads).
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>AI-Powered Search</DialogTitle>
          <DialogDescription>Ask about your transactions, properties and more.</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
