import { Grid } from '@chakra-ui/react';
import { ContactMessagesPanel } from './contact-messages-panel';
import { EmailPanel } from './email-panel';

/** Messages (spec 02 §2): the captured e-mails and the contact messages, side by side on a wide screen. */
export function MessagesTab() {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }} alignItems="start">
      <EmailPanel />
      <ContactMessagesPanel />
    </Grid>
  );
}
