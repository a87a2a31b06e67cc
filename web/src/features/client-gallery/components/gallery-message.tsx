import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { belowNavBar } from '@/components/layout/layout-constants';

/** A gallery that cannot be shown (expired, unknown link): what happened, in plain words. */
export function GalleryMessage({ title, text }: { title: string; text: string }) {
  return (
    <Container maxW="xl" pt={belowNavBar('4rem')} pb="16" minH="70dvh">
      <Stack gap="3" textAlign="center" role="status">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </Container>
  );
}
