export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";
