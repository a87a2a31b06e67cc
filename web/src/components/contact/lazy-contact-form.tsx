import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ContactFormProps } from './contact-form';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

/** Height the form takes (phone / wider), reserved while its code loads so nothing below moves. */
const FORM_MIN_HEIGHT = { base: '540px', md: '450px' };

/**
 * The contact form, loaded when it comes within a screen of the viewport. It sits at the end
 * of the page, and most visits never reach it.
 */
export function LazyContactForm(props: ContactFormProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <Box ref={placeholderRef} minH={FORM_MIN_HEIGHT}>
      {wanted && (
        <Suspense fallback={null}>
          <ContactForm {...props} />
        </Suspense>
      )}
    </Box>
  );
}
