import { Button, cn } from "@propledger/ui";
import { CircleHelp } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useShortcutKeys } from "../context/ShellContext";
import { DocumentDirectionProvider } from "../lib/DocumentDirection";
import { IconLabel, labelledIconClasses } from "../lib/IconLabel";
import { lazyWithPreload } from "../lib/lazy";
import type { NavigationConfig } from "../navigation/navigation";
import { useShortcuts } from "../shortcuts/useShortcuts";
import type { HelpTab } from "./content";

export * from "./content";

export interface HelpCenterProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Initially selected tab. Default "Getting Started". */
  defaultTab?: HelpTab;
  /** The Navigation tab describes these groups. */
  navigation?: NavigationConfig;
}

const HelpCenterDialog = lazyWithPreload(() => import("./HelpCenterDialog").then((m) => m.HelpCenterDialog));

/** Loads the Help Center's chunk (the help buttons call it on hover and focus). */
export const preloadHelpCenter = () => void HelpCenterDialog.preload();

/**
 * The Help Center modal: six tabs; opened by F1 and the help button. The dialog and its text
 * load on first open (or when a help button is hovered or focused), not with the page.
 */
export function HelpCenter(props: HelpCenterProps) {
  const { open } = props;
  // Opened by F1 or a button that is not a Radix trigger: remember where focus was, and return it there.
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  // Once opened it stays mounted, so closing animates like any dialog.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  // Its tabs follow `dir` on the document, also outside AppShell (PublicHelpButton on public pages).
  return (
    <DocumentDirectionProvider>
      <Suspense fallback={null}>
        <HelpCenterDialog {...props} returnTo={returnTo} />
      </Suspense>
    </DocumentDirectionProvider>
  );
}

export interface HelpButtonProps {
  onClick(): void;
  className?: string;
}

/** The top bar's help button. */
export function HelpButton({ onClick, className }: HelpButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Help (F1)"
      onClick={onClick}
      onPointerEnter={preloadHelpCenter}
      onFocus={preloadHelpCenter}
      className={cn("size-10", labelledIconClasses.topBar, className)}
    >
      <CircleHelp aria-hidden="true" className="size-5 [.enhanced-icons_&]:size-6" />
      <IconLabel placement="topBar">Help</IconLabel>
    </Button>
  );
}

/**
 * The help button fixed at the top right of public pages, with its Help Center and F1 shortcut.
 */
export function PublicHelpButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const keys = useShortcutKeys();
  useShortcuts([{ keys: keys.openHelp, handler: () => setOpen(true) }]);
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label="Help (F1)"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadHelpCenter}
        onFocus={preloadHelpCenter}
        className={cn(
          "fixed end-4 top-4 z-40 size-10 rounded-full shadow-md",
          labelledIconClasses.inline,
          "[.screen-reader_&]:px-3",
          className,
        )}
      >
        <CircleHelp aria-hidden="true" className="size-5" />
        <IconLabel placement="inline">Help</IconLabel>
      </Button>
      <HelpCenter open={open} onOpenChange={setOpen} />
    </>
  );
}
