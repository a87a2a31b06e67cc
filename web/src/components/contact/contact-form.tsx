import { Box, Button, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiRequest } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/api-errors';
import { CONTACT_URL, EMPTY_CONTACT, checkContactForm, loadContactSchema, type ContactErrors, type ContactField, type ContactValues } from '@/lib/contact-form';
import { retryTransientFailure } from '@/lib/query-client';
import { notify } from '@/lib/toaster';
import type { ContactRequest } from '@lumafolio/contracts';

export type ContactTone = 'light' | 'dark';

export interface ContactFormProps {
  /** The photographer whose portfolio the form is on; they are notified of the message. */
  portfolioUsername?: string;
  tone?: ContactTone;
}

const SENT = { title: 'Message Sent!', description: "Thanks for reaching out. I'll get back to you soon." } as const;
const FAILED = { title: 'Error', description: 'There was a problem sending your message. Please try again.' } as const;

/**
 * The contact form (spec 01 §2/§5): name, email, subject, message and a hidden honeypot.
 * Checked in the browser with the server's schema (each field shows its message), sent
 * with the mutation helper; 'Sending...' and disabled meanwhile; a toast says how it went,
 * and a sent form is cleared. Colours follow the page's template variables.
 */
export function ContactForm({ portfolioUsername, tone = 'light' }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checking, setChecking] = useState(false);
  const id = useId();

  const send = useMutation({
    mutationFn: (request: ContactRequest) => apiRequest('POST', CONTACT_URL, request),
    retry: retryTransientFailure,
    onSuccess: () => {
      setValues(EMPTY_CONTACT);
      setErrors({});
      notify({ ...SENT, variant: 'success' });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notify({ ...FAILED, variant: 'destructive' });
    },
  });
  const sending = checking || send.isPending;

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecking(true);
    try {
      const check = await checkContactForm(values, portfolioUsername);
      if (!check.ok) {
        setErrors(check.errors);
        // Only a bot fills the hidden field: it gets the generic failure, nothing to fix.
        if (check.errors.honeypot && Object.keys(check.errors).length === 1) notify({ ...FAILED, variant: 'destructive' });
        return;
      }
      send.mutate(check.request);
    } catch (error) {
      console.error('Contact form check failed', error);
      notify({ ...FAILED, variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  const field = (name: ContactField, label: string, props: { type?: string; autoComplete?: string; multiline?: boolean }) => (
    <FormField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={onChange(name)}
      disabled={sending}
      tone={tone}
      {...props}
    />
  );

  return (
    <chakra.form
      noValidate
      onSubmit={onSubmit}
      // Load the validation code while the visitor types.
      onFocus={() => void loadContactSchema().catch(() => undefined)}
      aria-label="Contact form"
      w="full"
    >
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          {field('name', 'Name', { autoComplete: 'name' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        </Grid>
        {field('subject', 'Subject', {})}
        {field('message', 'Message', { multiline: true })}
        {/* Honeypot: out of sight and out of the tab order; bots fill every field. */}
        <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.honeypot} onChange={onChange('honeypot')} />
        </Box>
        <Button
          type="submit"
          disabled={sending}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          size="lg"
          rounded="full"
          px="10"
          fontWeight="600"
          letterSpacing="wide"
          bg={tone === 'dark' ? 'var(--tpl-primary, #ffffff)' : 'var(--tpl-primary, #0b0b0f)'}
          color={tone === 'dark' ? 'var(--tpl-secondary, #0b0b0f)' : 'var(--tpl-secondary, #ffffff)'}
          _hover={{ opacity: 0.88 }}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  disabled: boolean;
  tone: ContactTone;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

function FormField({ id, name, label, value, error, onChange, disabled, tone, type = 'text', autoComplete, multiline }: FormFieldProps) {
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    value,
    onChange,
    disabled,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    w: 'full',
    px: '4',
    rounded: 'md',
    borderWidth: '1px',
    fontSize: 'md',
    bg: tone === 'dark' ? 'rgba(255, 255, 255, 0.04)' : 'var(--tpl-card-background, #ffffff)',
    color: 'inherit',
    borderColor: error ? (tone === 'dark' ? '#ff8a8a' : '#d93036') : 'var(--tpl-border, #d4d4d8)',
    transition: 'border-color 0.2s ease, box-shadow 0.2s ease',
    _focusVisible: { outline: 'none', borderColor: 'brand.400', boxShadow: '0 0 0 1px var(--chakra-colors-brand-400)' },
    _disabled: { opacity: 0.7 },
  } as const;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="500">
        {label}
      </chakra.label>
      {multiline ? <chakra.textarea {...control} rows={5} py="3" resize="vertical" /> : <chakra.input {...control} type={type} h="11" />}
      {error && (
        <Text id={errorId} fontSize="sm" color={tone === 'dark' ? '#ff8a8a' : '#d93036'}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
