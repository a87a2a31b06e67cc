import type { CurrentUser } from '@lumafolio/contracts';
import { Box, Button, Collapsible, Flex, HStack, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LuChevronDown, LuCircleUserRound, LuImagePlus, LuUpload, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useObjectUrl } from '@/lib/media/use-object-url';
import { accountAvatarInitial } from '@/lib/user-display';
import { notify } from '@/lib/toaster';
import { SectionCard } from '@/components/ui/section-card';
import { emptyAreaStyles } from '@/components/ui/styles';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useProfileImageFromPhoto, useUploadProfileImage } from '../api/profile-image';
import { PROFILE_IMAGE_ACCEPT, checkProfileImage, sizeInMegabytes } from '../utils/validate-profile-image';
import { PhotoPicker } from './photo-picker';

/**
 * Profile picture section of the Edit Profile tab (spec 01 §4): the current picture or
 * initial, choose a file (checked per spec 01 §5) → preview with name and size → Upload or
 * Cancel, and "choose from your photos" (a list that loads only when expanded).
 */
export function ProfilePictureSection({ user }: { user: CurrentUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useObjectUrl(file);
  const [pickerOpen, setPickerOpen] = useState(false);
  const uploadImage = useUploadProfileImage();
  const fromPhoto = useProfileImageFromPhoto();

  const upload = () => {
    if (!file) return;
    uploadImage.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notify({ title: 'Profile Picture Updated', description: 'Your new profile picture is in place.' });
      },
      onError: () => notify({ title: 'Upload Failed', description: 'Failed to upload profile picture. Please try again.', variant: 'destructive' }),
    });
  };

  const pick = (photoId: string) => {
    fromPhoto.mutate(photoId, {
      onSuccess: () => {
        setPickerOpen(false);
        notify({ title: 'Profile Picture Updated', description: 'Your photo is now your profile picture.' });
      },
      onError: () => notify({ title: 'Upload Failed', description: 'Failed to set photo as profile picture. Please try again.', variant: 'destructive' }),
    });
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const check = checkProfileImage(chosen);
    if (!check.ok) {
      notify({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setFile(chosen);
  };

  return (
    <SectionCard
      id="account-section-avatar"
      scrollMarginTop="24"
      icon={LuCircleUserRound}
      title="Profile picture"
      description="Shown on your portfolio and in the navigation bar."
    >
      <Stack gap="5">
        <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
          <UserAvatar size="2xl" imageUrl={user.profileImageUrl} initial={accountAvatarInitial(user)} />
          <Stack gap="2">
            <VisuallyHidden asChild>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={PROFILE_IMAGE_ACCEPT}
                onChange={onFileChosen}
                aria-label="Choose a profile picture"
                tabIndex={-1}
              />
            </VisuallyHidden>
            <Button variant="outline" rounded="full" alignSelf="flex-start" onClick={() => inputRef.current?.click()}>
              <LuImagePlus /> Choose Image
            </Button>
            <Text fontSize="sm" color="fg.muted">
              JPG, PNG or GIF, up to 5 MB. Square images of 400 × 400 pixels or larger work best; resizing is automatic.
            </Text>
          </Stack>
        </Flex>

        {file && (
          <Flex
            gap="4"
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            bg="bg.subtle"
            rounded="lg"
            p="4"
            borderWidth="1px"
            borderColor="border"
          >
            <HStack gap="3" flex="1" minW="0">
              {previewUrl && <Image src={previewUrl} alt="Preview of the chosen picture" boxSize="16" rounded="full" objectFit="cover" />}
              <Stack gap="0" minW="0">
                <Text fontWeight="600" fontSize="sm" truncate>
                  {file.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {sizeInMegabytes(file.size)}
                </Text>
              </Stack>
            </HStack>
            <HStack gap="2" flexShrink={0}>
              <Button variant="ghost" rounded="full" onClick={() => setFile(null)}>
                <LuX /> Cancel
              </Button>
              <Button rounded="full" colorPalette="brand" onClick={upload} loading={uploadImage.isPending} loadingText="Uploading...">
                <LuUpload /> Upload
              </Button>
            </HStack>
          </Flex>
        )}

        <Collapsible.Root open={pickerOpen} onOpenChange={(details) => setPickerOpen(details.open)} lazyMount>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" rounded="full" alignSelf="flex-start" px="3">
              Choose from your photos
              <Box as="span" transition="transform 0.2s ease" transform={pickerOpen ? 'rotate(180deg)' : undefined} display="inline-flex">
                <LuChevronDown />
              </Box>
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <PhotoPicker onPick={(photo) => pick(photo.id)} disabled={fromPhoto.isPending}>
              <Box {...emptyAreaStyles} mt="3" px="6" py="8" textAlign="center">
                <Text color="fg.muted" fontSize="sm">
                  You have no photos yet.{' '}
                  <Link asChild color="brand.fg" fontWeight="600">
                    <RouterLink to="/my-photos?upload=true">Upload photos</RouterLink>
                  </Link>{' '}
                  to pick one as your profile picture.
                </Text>
              </Box>
            </PhotoPicker>
          </Collapsible.Content>
        </Collapsible.Root>
      </Stack>
    </SectionCard>
  );
}
