import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { panelCardStyles } from '@/components/ui/styles';
import { AuditLog } from './audit-log';

/**
 * Settings (spec 02 §2): the placeholder text, the Compatibility Testing panel (its own
 * feature, given by the page), then the admin audit log (issue 14).
 */
export function SettingsTab({ compatibilityPanel }: { compatibilityPanel: ReactNode }) {
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Stack {...panelCardStyles} as="section" aria-labelledby="admin-settings-heading" p={{ base: '4', md: '6' }} gap="2">
        <Text as="h2" id="admin-settings-heading" fontSize="lg" fontWeight="700">
          Platform Settings
        </Text>
        <Text color="fg.muted">Platform-wide settings will be available here.</Text>
      </Stack>
      {compatibilityPanel}
      <AuditLog />
    </Stack>
  );
}
