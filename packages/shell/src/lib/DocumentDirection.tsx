import { DirectionProvider } from "@propledger/ui";
import { createContext, type ReactNode, useContext } from "react";
import { useDocumentDirection } from "./direction";

const Provided = createContext(false);

/**
 * Gives the Radix parts inside (Tabs, ScrollArea, Dialog, Popover, DropdownMenu, Tooltip, Accordion) the
 * document's direction: Radix reads it from `DirectionProvider`, not from the DOM, and is left-to-right without
 * it even under `<html dir="rtl">` (tabs and scroll areas then render `dir="ltr"`, and arrow keys run the wrong
 * way). Follows changes of `dir`. Inside another one (HelpCenter inside AppShell) it adds nothing.
 */
export function DocumentDirectionProvider({ children }: { children?: ReactNode }) {
  return useContext(Provided) ? children : <DocumentDirectionRoot>{children}</DocumentDirectionRoot>;
}

function DocumentDirectionRoot({ children }: { children?: ReactNode }) {
  const dir = useDocumentDirection();
  return (
    <Provided.Provider value={true}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </Provided.Provider>
  );
}
