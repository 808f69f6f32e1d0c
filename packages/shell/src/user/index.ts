export * from "./UserAvatar";
export * from "./user";
