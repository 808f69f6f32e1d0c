import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Kbd,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@propledger/ui";
import { CircleHelp, Mail, MessageCircle, Phone } from "lucide-react";
import { useRef, useState } from "react";
import { useShortcutKeys } from "../context/ShellContext";
import { defaultNavigation, type NavigationConfig } from "../navigation/navigation";
import { useShortcuts } from "../shortcuts/useShortcuts";

export const HELP_TABS = [
  "Getting Started",
  "Navigation",
  "Shortcuts",
  "Features",
  "FAQ",
  "Support",
] as const;
export type HelpTab = (typeof HELP_TABS)[number];

/** Spec §1: the quick start's four steps. */
export const QUICK_START_STEPS = [
  {
    title: "Set up the chart of accounts",
    text: "Start from the rental template under Accounting → Chart of Accounts.",
  },
  {
    title: "Add properties",
    text: "Add each property and its units under Property Management → Properties.",
  },
  {
    title: "Connect bank accounts",
    text: "Link your banks under Automation → Bank Connections to import transactions.",
  },
  {
    title: "Start managing transactions",
    text: "Record, categorise and reconcile income and expenses under Transactions.",
  },
];

/** Spec §1: the capabilities the in-app help describes. */
export const FEATURES = [
  { title: "Financial insights", text: "Revenue tracking, expense analysis and financial health scoring." },
  {
    title: "Bank connections",
    text: "Connect bank accounts for automatic transaction import and reconciliation.",
  },
  { title: "Tenant screening", text: "Background checks and rental applications." },
  { title: "Workflow automation", text: "Automations built from triggers, conditions and actions." },
  { title: "AI-powered search", text: "Search across all of your data in plain language." },
];

/** Spec §2: the FAQ topics. */
export const FAQ = [
  {
    q: "How do I switch between table and list views?",
    a: "Press T for the compact table view (desktop) or L for the card-based list view (mobile), or use the view toggle on Properties, Transactions and General Ledger. Your choice is saved per page.",
  },
  {
    q: "How do I connect my bank?",
    a: "Open Bank Connections under Automation and follow the steps to link an account; its transactions are imported automatically.",
  },
  {
    q: "Can I export my data?",
    a: "Yes. Transactions, General Ledger and Properties can be exported as CSV, XLSX or PDF.",
  },
  {
    q: "Can I customise the dashboard?",
    a: "Yes. Rearrange the dashboard's widgets by drag and drop.",
  },
  {
    q: "Is my data secure?",
    a: "Only members of your organisation can see its records, within the permissions of their role. Every request is authenticated, and every change is protected against cross-site request forgery.",
  },
];

export interface HelpCenterProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Initially selected tab. Default "Getting Started". */
  defaultTab?: HelpTab;
  /** The Navigation tab describes these groups. */
  navigation?: NavigationConfig;
}

const slug = (tab: string) => tab.toLowerCase().replace(/\s+/g, "-");

/** The Help Center modal (spec §2): six tabs; opened by F1 and the help button. */
export function HelpCenter({
  open,
  onOpenChange,
  defaultTab = "Getting Started",
  navigation = defaultNavigation,
}: HelpCenterProps) {
  const keys = useShortcutKeys();
  // Opened by F1 or a button that is not a Radix trigger: remember where focus was, and return it there.
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  const shortcuts: [string, string][] = [
    [keys.focusSearch.replace("mod", "Ctrl/Cmd"), "Focus the AI search box"],
    [keys.closeSearch, "Close search results"],
    [keys.tableView, "Switch to table view (not while typing)"],
    [keys.listView, "Switch to list view (not while typing)"],
    [keys.openHelp, "Open this help centre"],
    ["F8", "Move focus to notifications toasts"],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          const target = returnTo.current;
          if (target?.isConnected && target !== document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Help Center</DialogTitle>
          <DialogDescription>Guides, shortcuts and answers for PropLedger.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={slug(defaultTab)}>
          <TabsList className="h-auto flex-wrap">
            {HELP_TABS.map((tab) => (
              <TabsTrigger key={tab} value={slug(tab)}>
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="getting-started" className="flex flex-col gap-3 pt-2 text-sm">
            <h3 className="font-semibold">Quick start</h3>
            <ol className="flex flex-col gap-2">
              {QUICK_START_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="font-medium">{step.title}</span>
                    <span className="block text-muted-foreground">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </TabsContent>
          <TabsContent value="navigation" className="flex flex-col gap-3 pt-2 text-sm">
            <p>
              The side navigation groups every page. On desktop, collapse it to an icon strip (hover or focus
              an icon for its name); below 768 px it opens as a drawer from the menu button.
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {navigation.groups.map((group) => (
                <li key={group.id}>
                  <span className="font-medium">{group.title}</span>
                  <span className="block text-muted-foreground">
                    {group.items.map((item) => item.title).join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="shortcuts" className="pt-2 text-sm">
            <table className="w-full text-start">
              <caption className="sr-only">Keyboard shortcuts</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 text-start font-medium">
                    Keys
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {shortcuts.map(([combo, action]) => (
                  <tr key={action} className="border-t border-border">
                    <td className="py-2 pe-4">
                      <Kbd>{formatCombo(combo)}</Kbd>
                    </td>
                    <td className="py-2">{action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TabsContent>
          <TabsContent value="features" className="pt-2 text-sm">
            <ul className="grid gap-3 sm:grid-cols-2">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="rounded-md border border-border p-3">
                  <span className="font-medium">{feature.title}</span>
                  <span className="block text-muted-foreground">{feature.text}</span>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="faq" className="pt-2 text-sm">
            <Accordion type="single" collapsible>
              {FAQ.map((item) => (
                <AccordionItem key={item.q} value={item.q}>
                  <AccordionTrigger>{item.q}</AccordionTrigger>
                  <AccordionContent>{item.a}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </TabsContent>
          <TabsContent value="support" className="pt-2 text-sm">
            <ul className="flex flex-col gap-3">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-medium">Email support</span>
                  <span className="block text-muted-foreground">We reply within 24 hours.</span>
                </span>
              </li>
              <li className="flex gap-3">
                <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-medium">Live chat</span>
                  <span className="block text-muted-foreground">Monday-Friday 9 AM-6 PM EST.</span>
                </span>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-medium">Phone support</span>
                  <span className="block text-muted-foreground">For urgent issues.</span>
                </span>
              </li>
            </ul>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function formatCombo(combo: string) {
  return combo
    .split("+")
    .map((part) => (part.length === 1 ? part.toUpperCase() : part[0]!.toUpperCase() + part.slice(1)))
    .join(" + ");
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
      className={cn("size-10", className)}
    >
      <CircleHelp aria-hidden="true" className="size-5 [.enhanced-icons_&]:size-6" />
    </Button>
  );
}

/**
 * The help button fixed at the top right of public pages (spec §2), with its Help Center and F1 shortcut.
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
        className={cn("fixed end-4 top-4 z-40 size-10 rounded-full shadow-md", className)}
      >
        <CircleHelp aria-hidden="true" className="size-5" />
      </Button>
      <HelpCenter open={open} onOpenChange={setOpen} />
    </>
  );
}
