import type { ReactNode } from 'react';
import { NavBarStatusContext } from '@/components/layout/nav-bar-status';
import { UploadProgressIndicator } from '@/features/photos/components/upload-progress-indicator';
import { UploadQueueProvider } from '@/features/photos/components/upload-queue-provider';

const uploadProgress = <UploadProgressIndicator />;

/** The photographer's upload queue around every screen, with its progress in every navigation bar (ADR 58). */
export function AppUploads({ children }: { children: ReactNode }) {
  return (
    <UploadQueueProvider>
      <NavBarStatusContext value={uploadProgress}>{children}</NavBarStatusContext>
    </UploadQueueProvider>
  );
}
