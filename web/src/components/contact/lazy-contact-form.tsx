import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../gallery/use-near-viewport';
import type { ContactFormProps } from './contact-form';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

/** Height the form takes (phone / wider), reserved while its code loads so nothing below moves. */
const FORM_MIN_HEIGHT = { base: '540px', md: '450px' };

/**
 * The contact form, loaded when it comes within a screen of the viewport. It sits at the end
 * of the page, and most visits never reach it.
 */
export function LazyContactForm(props: ContactFormProps) {
  const [placeholderRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={placeholderRef} minH={FORM_MIN_HEIGHT}>
      {near && (
        <Suspense fallback={null}>
          <ContactForm {...props} />
        </Suspense>
      )}
    </Box>
  );
}
