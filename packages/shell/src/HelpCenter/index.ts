export * from "./HelpCenter";
