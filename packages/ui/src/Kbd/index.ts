export { Kbd, KbdGroup } from "./Kbd";
