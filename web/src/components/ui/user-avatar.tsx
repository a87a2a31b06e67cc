import { Avatar, type AvatarRootProps } from '@chakra-ui/react';

export interface UserAvatarProps extends Omit<AvatarRootProps, 'children'> {
  /** The profile image; when missing or when it fails to load, `initial` is shown instead. */
  imageUrl?: string | null;
  /** One letter (see lib/user-display). */
  initial: string;
}

/**
 * Round user avatar (spec 01 §2): the profile image, hidden if it fails to load, else the
 * initial on the brand colour. Decorative: the surrounding link or text names the user.
 */
export function UserAvatar({ imageUrl, initial, ...rest }: UserAvatarProps) {
  return (
    <Avatar.Root
      aria-hidden
      bg="brand.300"
      color="ink.900"
      fontWeight="700"
      // The initial grows with the avatar (the recipe's sizes keep it small on large avatars).
      css={{ '--avatar-font-size': 'calc(var(--avatar-size) * 0.42)' }}
      {...rest}
    >
      <Avatar.Fallback>{initial}</Avatar.Fallback>
      {imageUrl ? <Avatar.Image src={imageUrl} alt="" /> : null}
    </Avatar.Root>
  );
}
