export { Avatar, type AvatarProps, type AvatarSize, avatarVariants } from "./Avatar";
export {
  type AvatarUser,
  avatarImageUrl,
  dicebearAvatarUrl,
  type ExternalAvatarUrl,
  emailLocalPart,
  getDisplayName,
  getInitials,
} from "./avatar-utils";
