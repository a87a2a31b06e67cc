import type { CurrentUser } from '@lumafolio/contracts';
import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { HeroBannerSection } from '@/features/hero/components/hero-banner-section';
import { ProfilePictureSection } from '@/features/profile-picture/components/profile-picture-section';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { WatermarkSection } from '@/features/watermark/components/watermark-section';
import type { ProfileSection } from '@/features/account/utils/account-tab';

/** Edit Profile tab (spec 01 §2): the profile form, the profile picture, the hero banner and the watermark. */
export function EditProfileTab({ user, section }: { user: CurrentUser; section: ProfileSection | null }) {
  // ?tab=hero and ?tab=avatar open this tab at that section.
  useEffect(() => {
    if (!section) return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(`account-section-${section}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [section]);

  return (
    <Stack gap="6">
      <ProfileForm user={user} />
      <ProfilePictureSection user={user} />
      <HeroBannerSection />
      <WatermarkSection />
    </Stack>
  );
}
