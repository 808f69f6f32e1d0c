export * from "./NotificationBell";
