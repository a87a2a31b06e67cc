import { Button, type ButtonProps } from '@chakra-ui/react';
import { GOOGLE_PHOTOS_CONSENT_PATH } from '@lumafolio/contracts';
import { LuLink2 } from 'react-icons/lu';
import { primaryPillStyles } from '@/components/ui/styles';

/** "Connect Google Photos": a full-page navigation to Google's consent screen (through the gateway). */
export function ConnectGoogleLink({ label = 'Connect Google Photos', ...rest }: Omit<ButtonProps, 'asChild' | 'children'> & { label?: string }) {
  return (
    <Button asChild {...primaryPillStyles} {...rest}>
      <a href={GOOGLE_PHOTOS_CONSENT_PATH}>
        <LuLink2 aria-hidden /> {label}
      </a>
    </Button>
  );
}
