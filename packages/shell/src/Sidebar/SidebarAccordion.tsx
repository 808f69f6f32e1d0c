import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@propledger/ui";
import { useLayoutEffect, useRef } from "react";
import { groupTriggerClass, iconClass, type SidebarGroupsProps } from "./parts";

/**
 * The expanded sidebar's groups as a Radix accordion (arrow keys between headers, animated open and
 * close). Loaded when the browser is idle, or when a group header is hovered, focused or pressed; until
 * then `SidebarGroupsStatic` renders the same markup.
 */
export function SidebarAccordion({
  groups,
  openGroup,
  onOpenGroupChange,
  activeGroupId,
  renderItem,
  focusGroup,
}: SidebarGroupsProps & {
  /** `group:<id>` (a header) or `href:<href>` (a link): the element to focus on mount. */
  focusGroup?: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  // A header or link of the look-alike had focus when it was replaced: give focus to the same one here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when replacing the look-alike
  useLayoutEffect(() => {
    if (!focusGroup) return;
    for (const element of root.current?.querySelectorAll<HTMLElement>("[data-group], a[href]") ?? []) {
      const key = element.dataset.group
        ? `group:${element.dataset.group}`
        : `href:${element.getAttribute("href")}`;
      if (key === focusGroup) return element.focus();
    }
  }, []);
  return (
    <Accordion
      ref={root}
      type="single"
      collapsible
      value={openGroup}
      onValueChange={onOpenGroupChange}
      className="mt-2 flex flex-col gap-1"
    >
      {groups.map((group) => {
        const Icon = group.icon;
        return (
          <AccordionItem key={group.id} value={group.id} className="border-b-0">
            <AccordionTrigger data-group={group.id} className={groupTriggerClass(group.id === activeGroupId)}>
              <span className="flex items-center gap-3">
                <Icon aria-hidden="true" className={iconClass} />
                {group.title}
              </span>
            </AccordionTrigger>
            <AccordionContent className="pt-1 pb-1">
              <ul className="flex flex-col gap-1 ps-4">{group.items.map(renderItem)}</ul>
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
