import { defaultNavigation, type NavGroup, type NavItem } from "@propledger/shell";

export interface NavEntry {
  item: NavItem;
  group?: NavGroup;
}

/** The navigation entry (and its group) for a route, so page titles and descriptions match the sidebar. */
export function findNavEntry(href: string): NavEntry | undefined {
  for (const item of [...defaultNavigation.top, ...defaultNavigation.bottom]) {
    if (item.href === href) return { item };
  }
  for (const group of defaultNavigation.groups) {
    const item = group.items.find((candidate) => candidate.href === href);
    if (item) return { item, group };
  }
  return undefined;
}

export function findNavGroup(id: string): NavGroup | undefined {
  return defaultNavigation.groups.find((group) => group.id === id);
}
