export { ConfirmEmailPage as default } from "./EmailLinkPage";
