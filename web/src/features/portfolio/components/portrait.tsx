import type { PortfolioProfile } from '@lumafolio/contracts';
import { UserAvatar, type UserAvatarProps } from '@/components/ui/user-avatar';
import { navAvatarInitial } from '@/lib/user-display';

/** The photographer's round profile picture, or the initial of their name. */
export function Portrait({ profile, ...rest }: { profile: PortfolioProfile } & Omit<UserAvatarProps, 'imageUrl' | 'initial'>) {
  return <UserAvatar imageUrl={profile.profileImage} initial={navAvatarInitial(profile)} {...rest} />;
}
