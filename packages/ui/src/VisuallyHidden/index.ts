export { VisuallyHidden } from "./VisuallyHidden";
