export * from "./navigation";
