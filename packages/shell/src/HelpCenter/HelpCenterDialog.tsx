import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
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
import { Mail, MessageCircle, Phone } from "lucide-react";
import type { RefObject } from "react";
import { useShortcutKeys } from "../context/ShellContext";
import { defaultNavigation, type NavigationConfig } from "../navigation/navigation";
import { FAQ, FEATURES, HELP_TABS, QUICK_START_STEPS } from "./content";
import type { HelpCenterProps } from "./HelpCenter";

const slug = (tab: string) => tab.toLowerCase().replace(/\s+/g, "-");

function GettingStartedTab() {
  return (
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
  );
}

function NavigationTab({ navigation }: { navigation: NavigationConfig }) {
  return (
    <TabsContent value="navigation" className="flex flex-col gap-3 pt-2 text-sm">
      <p>
        The side navigation groups every page. On desktop, collapse it to an icon strip (hover or focus an
        icon for its name); below 768 px it opens as a drawer from the menu button.
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
  );
}

/** The shortcuts table, with the keys this user has configured. */
function ShortcutsTab() {
  const keys = useShortcutKeys();
  const shortcuts: [string, string][] = [
    [keys.focusSearch.replace("mod", "Ctrl/Cmd"), "Focus the AI search box"],
    [keys.closeSearch, "Close search results"],
    [keys.tableView, "Switch to table view (not while typing)"],
    [keys.listView, "Switch to list view (not while typing)"],
    [keys.openHelp, "Open this help centre"],
    ["F8", "Move focus to notifications toasts"],
  ];
  return (
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
  );
}

function FeaturesTab() {
  return (
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
  );
}

function FaqTab() {
  return (
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
  );
}

function SupportTab() {
  return (
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
  );
}

/** The Help Center dialog; loaded on demand by `HelpCenter`. */
export function HelpCenterDialog({
  open,
  onOpenChange,
  defaultTab = "Getting Started",
  navigation = defaultNavigation,
  returnTo,
}: HelpCenterProps & { returnTo: RefObject<HTMLElement | null> }) {
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
          <GettingStartedTab />
          <NavigationTab navigation={navigation} />
          <ShortcutsTab />
          <FeaturesTab />
          <FaqTab />
          <SupportTab />
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
