import { memo } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LazyContactForm } from '@/components/contact/lazy-contact-form';

/** The home page's contact section, #contact (spec 01 §2). */
export const HomeContact = memo(function HomeContact() {
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" bg="bg" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" textAlign="center" mb={{ base: '8', md: '10' }}>
          <Heading id="contact-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="700" letterSpacing="tight">
            Get in Touch
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            A question, a print, a commission? Send a message.
          </Text>
        </Stack>
        <LazyContactForm />
      </Container>
    </Box>
  );
});
