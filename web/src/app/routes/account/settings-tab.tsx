import type { CurrentUser } from '@lumafolio/contracts';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound, LuLogOut, LuMonitorSmartphone, LuTrash2, LuTriangleAlert } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { ChangePasswordDialog } from '@/features/account-security/components/change-password-dialog';
import { DeleteAccountDialog } from '@/features/account-security/components/delete-account-dialog';
import { SignOutEverywhereDialog } from '@/features/account-security/components/sign-out-everywhere-dialog';
import { ConnectedServices } from '@/features/google-photos/components/connected-services';
import { KeepOriginalsSetting } from '@/features/photos/components/keep-originals-setting';

/** Settings tab (spec 01 §2): Change Password, Sign Out Everywhere, original files, connected services, Delete Account. */
export function SettingsTab({ user }: { user: CurrentUser }) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);

  return (
    <Stack gap="6">
      <SectionCard
        icon={LuKeyRound}
        title="Password"
        description={user.hasLocalPassword ? 'Change the password you sign in with.' : 'Your password is managed by the identity provider you sign in with.'}
        actions={
          <Button variant="outline" rounded="full" onClick={() => setPasswordOpen(true)}>
            Change Password
          </Button>
        }
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} hasLocalPassword={user.hasLocalPassword} />

      <SectionCard
        icon={LuMonitorSmartphone}
        title="Sessions"
        description="Signed in on a device you no longer use, or one that is not yours? Sign out on every device at once."
        actions={
          <Button variant="outline" rounded="full" onClick={() => setEverywhereOpen(true)}>
            <LuLogOut /> Sign Out Everywhere
          </Button>
        }
      />
      <SignOutEverywhereDialog open={everywhereOpen} onOpenChange={setEverywhereOpen} />

      <KeepOriginalsSetting user={user} />

      <ConnectedServices />

      <SectionCard
        icon={LuTriangleAlert}
        title="Delete account"
        description="Permanently delete your account, your portfolio and all your photos."
        borderColor="red.muted"
        actions={
          <Button colorPalette="red" variant="outline" rounded="full" onClick={() => setDeleteOpen(true)}>
            <LuTrash2 /> Delete Account
          </Button>
        }
      />
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} username={user.username} />
    </Stack>
  );
}
