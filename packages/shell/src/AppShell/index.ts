export * from "./AppShell";
