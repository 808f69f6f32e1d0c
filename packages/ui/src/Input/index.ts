export { Input } from "./Input";
