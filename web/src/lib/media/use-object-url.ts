import { useEffect, useState } from 'react';

/**
 * An object URL of `blob` (a preview of a file the user chose), revoked when the blob
 * changes or the component goes away; null while there is none.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    // A resource with a lifetime (made here, revoked by the cleanup), so it lives in state
    // set by this effect rather than being derived while rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
