export { Badge, type BadgeProps, type BadgeVariant, badgeVariants } from "./Badge";
