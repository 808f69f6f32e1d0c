import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultNavigation, type NavItem } from "../navigation/navigation";
import { SidebarAccordion } from "./SidebarAccordion";
import { SidebarGroupsStatic } from "./SidebarGroupsStatic";

/** The DOM as tags, attributes and text, without generated ids and Radix's measured styles. */
function shape(element: Element): unknown {
  const attributes = Object.fromEntries(
    [...element.attributes]
      .filter((a) => !["id", "aria-controls", "aria-labelledby", "style"].includes(a.name))
      .map((a) => [a.name, a.name === "class" ? a.value.split(/\s+/).sort().join(" ") : a.value]),
  );
  return {
    tag: element.tagName,
    attributes,
    children: [...element.childNodes].map((node) =>
      node.nodeType === Node.TEXT_NODE ? node.textContent : shape(node as Element),
    ),
  };
}

describe("SidebarGroupsStatic (the sidebar's groups before the accordion has loaded)", () => {
  const renderItem = (item: NavItem) => (
    <li key={item.href}>
      <a href={item.href}>{item.title}</a>
    </li>
  );
  const props = {
    groups: defaultNavigation.groups,
    activeGroupId: "accounting",
    onOpenGroupChange: () => undefined,
    renderItem,
  };

  it.each(["accounting", "", "automation"])(
    "renders the Radix accordion's markup (open group %j)",
    (openGroup) => {
      const real = render(<SidebarAccordion {...props} openGroup={openGroup} />).container;
      const lookAlike = render(
        <SidebarGroupsStatic
          {...props}
          openGroup={openGroup}
          onInteract={() => undefined}
          onFocusGroup={() => undefined}
        />,
      ).container;
      expect(shape(lookAlike)).toEqual(shape(real));
      // The panel is labelled by its header, like Radix's.
      const region = lookAlike.querySelector("[role=region]");
      if (region)
        expect(
          lookAlike.querySelector(`#${CSS.escape(region.getAttribute("aria-labelledby")!)}`),
        ).not.toBeNull();
    },
  );
});
