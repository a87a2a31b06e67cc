import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * POST a multipart form with upload progress (fetch has none, hence XMLHttpRequest).
 * Resolves with the JSON answer; rejects with an ApiError carrying the server's message.
 */
export function postFormWithProgress<T>(url: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const message =
        body && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : `HTTP error: ${xhr.status} ${xhr.statusText}`;
      reject(new ApiError(message, { status: xhr.status, statusText: xhr.statusText, body }));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, statusText: '', isNetworkError: true }));
    xhr.send(form);
  });
}
