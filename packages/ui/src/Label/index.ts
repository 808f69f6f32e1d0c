export { Label } from "./Label";
