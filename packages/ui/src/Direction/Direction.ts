import { DirectionProvider } from "@radix-ui/react-direction";
import type * as React from "react";

/**
 * Radix primitives take their writing direction (layout of Tabs and ScrollArea, arrow keys of Tabs, menus and
 * accordions) from this provider, not from the DOM's `dir`: without it they are left-to-right even under
 * `<html dir="rtl">`. Wrap the app in it with the page's direction; a part's own `dir` prop still wins.
 *
 * Radix's own provider, re-exported (`@radix-ui/react-direction` is a dependency, not bundled), so it is the
 * very context every Radix primitive reads.
 */
export { DirectionProvider };

export type DirectionProviderProps = React.ComponentProps<typeof DirectionProvider>;
