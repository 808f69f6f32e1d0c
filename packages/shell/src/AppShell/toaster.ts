// The Toaster (Radix Toast) in a module of its own, so AppShell can load it on demand.
export { Toaster } from "@propledger/ui";
