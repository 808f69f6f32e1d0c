import { cn } from "@propledger/ui";

/*
 * "Screen reader optimisations" (`.screen-reader` on <html>): every icon-only control of the shell
 * shows its name as text. People who use a screen reader with some sight, a screen magnifier or voice control
 * ("click Notifications") then see the words they hear and say instead of guessing what an icon means. The
 * label is hidden by CSS while the setting is off; nothing in the components branches on the setting.
 *
 * The visible text is the start of the control's accessible name (WCAG 2.5.3 label in name): "Notifications"
 * for "Notifications, 3 unread", "Help" for "Help (F1)". It is aria-hidden because the control is already
 * named by its aria-label; screen readers read that once.
 */

/** Where a control sits decides how its label fits. */
const LABEL_CLASSES = {
  // Top bar: the label under the icon, from lg up (narrower top bars have no room; the drawer has text).
  topBar: "hidden text-[0.6875rem] leading-none font-medium [.screen-reader_&]:lg:block",
  // Collapsed sidebar strip (desktop only): the label under the icon. The strip widens from 5rem to 6rem while
  // the setting is on (Sidebar.tsx) so one-word names fit; longer ones wrap between words.
  strip:
    "hidden max-w-full text-center text-[0.6875rem] leading-tight font-medium break-words [.screen-reader_&]:block",
  // Anywhere with room beside the icon.
  inline: "hidden [.screen-reader_&]:inline",
} as const;

/** Classes for the icon-only control itself, so it grows around its label while the setting is on. */
export const labelledIconClasses = {
  topBar:
    "[.screen-reader_&]:lg:h-12 [.screen-reader_&]:lg:w-auto [.screen-reader_&]:lg:min-w-10 [.screen-reader_&]:lg:flex-col [.screen-reader_&]:lg:gap-1 [.screen-reader_&]:lg:px-1.5",
  strip:
    "[.screen-reader_&]:h-auto [.screen-reader_&]:min-h-11 [.screen-reader_&]:w-20 [.screen-reader_&]:whitespace-normal [.screen-reader_&]:flex-col [.screen-reader_&]:gap-1 [.screen-reader_&]:px-0.5 [.screen-reader_&]:py-1.5",
  inline: "[.screen-reader_&]:w-auto [.screen-reader_&]:px-2",
} as const;

export type IconLabelPlacement = keyof typeof LABEL_CLASSES;

/** The text label of an icon-only control, shown only under "Screen reader optimisations". */
export function IconLabel({
  children,
  placement,
  className,
}: {
  children: string;
  placement: IconLabelPlacement;
  className?: string;
}) {
  return (
    <span aria-hidden="true" data-slot="icon-label" className={cn(LABEL_CLASSES[placement], className)}>
      {children}
    </span>
  );
}
