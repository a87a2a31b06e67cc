import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { useAuth } from '@/lib/auth/use-auth';
import { AppUploadQueueContext, type AppUploadQueue } from '../hooks/use-app-upload-queue';

const UploadQueueEngine = memo(lazy(async () => ({ default: (await import('./upload-queue-engine')).UploadQueueEngine })));

/**
 * The upload queue belongs to the app, not to a page (ADR 58): mounted once around the
 * routes, it keeps uploading while the photographer moves between screens. Its code loads
 * only once someone is signed in; files handed over before then wait in an inbox. It stays
 * for the account that signed in (signing out leaves the app by a full-page load).
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  if (user && user.id !== ownerId) setOwnerId(user.id);
  const [running, setRunning] = useState<AppUploadQueue | null>(null);
  const inbox = useRef<File[]>([]);
  const [inboxVersion, setInboxVersion] = useState(0);

  const starting = useMemo<AppUploadQueue>(
    () => ({
      entries: [],
      addFiles: (files) => {
        inbox.current.push(...files);
        setInboxVersion((version) => version + 1);
      },
      retry: () => undefined,
      uploadAnyway: () => undefined,
      remove: () => undefined,
      edit: async () => undefined,
      clearFinished: () => undefined,
    }),
    [],
  );
  const onChange = useCallback((queue: AppUploadQueue | null) => setRunning(queue), []);
  const queue = ownerId === null ? null : (running ?? starting);

  return (
    <AppUploadQueueContext value={queue}>
      {children}
      {ownerId !== null && (
        // After the first paint: a page the server rendered is taken over (hydrated) as it was drawn.
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <UploadQueueEngine
              key={ownerId}
              ownerId={ownerId}
              keepOriginals={user?.keepOriginals ?? false}
              inbox={inbox}
              inboxVersion={inboxVersion}
              onChange={onChange}
            />
          </Suspense>
        </AfterFirstPaint>
      )}
    </AppUploadQueueContext>
  );
}
