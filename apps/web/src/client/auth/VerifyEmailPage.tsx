export { VerifyEmailPage as default } from "./EmailLinkPage";
