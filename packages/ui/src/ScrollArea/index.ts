export { SCROLL_HIDE_DELAY, ScrollArea, type ScrollAreaProps, ScrollBar } from "./ScrollArea";
