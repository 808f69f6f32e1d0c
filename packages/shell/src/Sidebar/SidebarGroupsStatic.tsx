import { cn, focusRing } from "@propledger/ui";
import { ChevronDownIcon } from "lucide-react";
import { type CSSProperties, useId } from "react";
import { groupTriggerClass, iconClass, type SidebarGroupsProps } from "./parts";

// The classes packages/ui's Accordion gives its parts (SidebarGroupsStatic.test.tsx checks that this
// markup matches the Radix accordion's).
const ITEM = "border-b border-border last:border-b-0";
const TRIGGER =
  "flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-start text-sm font-medium transition-all hover:underline disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180";
const CHEVRON =
  "pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200";
const CONTENT =
  "overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down";
// What Radix puts on an open panel; no animation on the first paint, like Radix.
const CONTENT_STYLE = {
  "--radix-accordion-content-height": "var(--radix-collapsible-content-height)",
  "--radix-accordion-content-width": "var(--radix-collapsible-content-width)",
  animationName: "none",
} as CSSProperties;

interface StaticGroupProps extends Pick<SidebarGroupsProps, "onOpenGroupChange" | "renderItem"> {
  group: SidebarGroupsProps["groups"][number];
  baseId: string;
  open: boolean;
  active: boolean;
  onInteract(): void;
}

/** One group: its header button and, when open, its links. */
function StaticGroup({
  group,
  baseId,
  open,
  active,
  onOpenGroupChange,
  renderItem,
  onInteract,
}: StaticGroupProps) {
  const Icon = group.icon;
  const state = open ? "open" : "closed";
  const triggerId = `${baseId}${group.id}-trigger`;
  const contentId = `${baseId}${group.id}-content`;
  return (
    <div
      data-state={state}
      data-orientation="vertical"
      data-slot="accordion-item"
      className={cn(ITEM, "border-b-0")}
    >
      <h3 data-orientation="vertical" data-state={state} className="flex">
        <button
          type="button"
          aria-controls={contentId}
          aria-expanded={open}
          data-state={state}
          id={triggerId}
          data-orientation="vertical"
          data-radix-collection-item=""
          data-slot="accordion-trigger"
          data-group={group.id}
          className={cn(focusRing, TRIGGER, groupTriggerClass(active))}
          onClick={() => onOpenGroupChange(open ? "" : group.id)}
          onPointerEnter={onInteract}
          onFocus={onInteract}
        >
          <span className="flex items-center gap-3">
            <Icon aria-hidden="true" className={iconClass} />
            {group.title}
          </span>
          <ChevronDownIcon aria-hidden="true" className={CHEVRON} />
        </button>
      </h3>
      {/* Like Radix: a closed panel is an empty, hidden region. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the same element as the Radix accordion's panel */}
      <div
        data-state={state}
        id={contentId}
        role="region"
        aria-labelledby={triggerId}
        data-orientation="vertical"
        data-slot="accordion-content"
        className={CONTENT}
        style={open ? CONTENT_STYLE : undefined}
        hidden={!open}
      >
        {open ? (
          <div className="pt-1 pb-1">
            <ul className="flex flex-col gap-1 ps-4">{group.items.map(renderItem)}</ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The sidebar's groups at first paint, before the Radix accordion has loaded: the same markup, and a
 * click (or Enter/Space) on a header opens or closes its group. `onInteract` (hover, focus, press)
 * loads the real accordion, which then replaces this; `onFocusGroup` tells which header or link has focus.
 */
export function SidebarGroupsStatic({
  groups,
  openGroup,
  onOpenGroupChange,
  activeGroupId,
  renderItem,
  onInteract,
  onFocusGroup,
}: SidebarGroupsProps & { onInteract(): void; onFocusGroup(selector: string | undefined): void }) {
  const baseId = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notes which header or link (they bubble here) has focus
    <div
      data-orientation="vertical"
      data-slot="accordion"
      className="mt-2 flex flex-col gap-1"
      // Which header or link has focus, so the real accordion can give it back when it replaces this.
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        const group = target.dataset.group;
        const href = target.getAttribute("href");
        onFocusGroup(group ? `group:${group}` : href ? `href:${href}` : undefined);
      }}
      onBlur={() => onFocusGroup(undefined)}
    >
      {groups.map((group) => (
        <StaticGroup
          key={group.id}
          group={group}
          baseId={baseId}
          open={group.id === openGroup}
          active={group.id === activeGroupId}
          onOpenGroupChange={onOpenGroupChange}
          renderItem={renderItem}
          onInteract={onInteract}
        />
      ))}
    </div>
  );
}
