export * from "./NotificationBell";
export * from "./useNotificationActions";
