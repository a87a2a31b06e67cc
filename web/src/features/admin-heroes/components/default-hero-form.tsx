import { Box, Button, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_HERO_MISSING } from '@lumafolio/contracts';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { TextField } from '@/components/ui/text-field';
import { panelCardStyles, primaryPillStyles } from '@/components/ui/styles';

interface DefaultHeroFormProps {
  pending: boolean;
  onSubmit: (body: { imageUrl: string; title: string }) => Promise<unknown>;
}

/**
 * The spec's hidden default-hero block (spec 02 §2, §5), kept under the banners as a
 * collapsed form: an image URL and a title become a new banner, the default once processed.
 */
export function DefaultHeroForm({ pending, onSubmit }: DefaultHeroFormProps) {
  const [open, setOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setDone(null);
    if (!imageUrl.trim() || !title.trim()) {
      setError(DEFAULT_HERO_MISSING);
      return;
    }
    setError(null);
    try {
      await onSubmit({ imageUrl: imageUrl.trim(), title: title.trim() });
      setDone(`“${title.trim()}” was added and becomes the default banner as soon as it is processed.`);
      setImageUrl('');
      setTitle('');
    } catch {
      // The toast says why.
    }
  };

  return (
    <Box {...panelCardStyles} p={{ base: '4', md: '5' }}>
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="plain" px="0" w="full" justifyContent="space-between" fontWeight="600" aria-label="Default hero image">
            <Text as="span">Default hero image</Text>
            <Box as="span" display="inline-flex" transition="transform 0.2s ease" transform={open ? 'rotate(180deg)' : undefined}>
              <LuChevronDown aria-hidden />
            </Box>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack asChild gap="4" pt="3">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Text fontSize="sm" color="fg.muted">
                Set the default banner straight from an image address: it is added to the banners and becomes the default once it is processed.
              </Text>
              <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                <Box flex="2" minW="0">
                  <TextField
                    label="Image URL"
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/hero.jpg"
                    value={imageUrl}
                    onValueChange={setImageUrl}
                    disabled={pending}
                  />
                </Box>
                <Box flex="1" minW="0">
                  <TextField label="Title" value={title} onValueChange={setTitle} maxLength={100} disabled={pending} />
                </Box>
              </Flex>
              {error && (
                <Text role="alert" fontSize="sm" color="red.600" _dark={{ color: 'red.300' }}>
                  {error}
                </Text>
              )}
              {done && (
                <Text role="status" fontSize="sm" color="green.700" _dark={{ color: 'green.300' }}>
                  {done}
                </Text>
              )}
              <Box>
                <Button type="submit" {...primaryPillStyles} loading={pending} loadingText="Saving...">
                  Set Default Hero Image
                </Button>
              </Box>
            </form>
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
