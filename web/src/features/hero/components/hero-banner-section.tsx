import { Box, Button, Flex, Link, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { emptyAreaStyles, primaryPillStyles } from '../../../components/ui/styles';

export type HeroOption = 'global' | 'custom';

const OPTIONS: Array<{ value: HeroOption; label: string }> = [
  { value: 'global', label: 'Banner gallery' },
  { value: 'custom', label: 'One of my photos' },
];

/**
 * Hero banner section of the Edit Profile tab (spec 01 §4): choose a banner from the
 * shared gallery (global, the default) or one of your own photos (custom). Hero images
 * and photos arrive with later issues, so both lists are empty for now and Save stays
 * disabled until something is chosen.
 */
export function HeroBannerSection() {
  const [option, setOption] = useState<HeroOption>('global');

  return (
    <SectionCard
      id="account-section-hero"
      scrollMarginTop="24"
      icon={LuImage}
      title="Hero banner"
      description="The large image at the top of your portfolio."
    >
      <Stack gap="4">
        <SegmentGroup.Root
          value={option}
          onValueChange={(details) => setOption(details.value === 'custom' ? 'custom' : 'global')}
          size="sm"
          alignSelf="flex-start"
          maxW="full"
          aria-label="Hero image source"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={OPTIONS} />
        </SegmentGroup.Root>

        <Box {...emptyAreaStyles} px="6" py="10" textAlign="center">
          {option === 'global' ? (
            <Text color="fg.muted">No hero images available yet</Text>
          ) : (
            <Text color="fg.muted">
              No photos uploaded yet.{' '}
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to="/my-photos?upload=true">Upload photos</RouterLink>
              </Link>{' '}
              to use one as your banner.
            </Text>
          )}
        </Box>

        <Flex justify="flex-end">
          {/* Save needs a chosen banner or photo; neither list has entries yet. */}
          <Button {...primaryPillStyles} px="6" disabled loadingText="Updating...">
            Save Hero Image
          </Button>
        </Flex>
      </Stack>
    </SectionCard>
  );
}
