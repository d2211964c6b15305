import { NETWORK_ERROR_CODE, type ApiResult } from '../../lib/api';

/**
 * Uploads files as one multipart request (each under `files`). XMLHttpRequest rather than
 * fetch: only it reports the upload's progress. The answer has the shape of callApi's,
 * messages already in the staff member's language.
 */
export function uploadFiles<T>(
  method: 'POST' | 'PUT',
  path: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as T | { error?: { code: string; message: string; field?: string } } | null;
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, data: body as T });
      else {
        const error = body && typeof body === 'object' && 'error' in body ? body.error : undefined;
        resolve({ ok: false, error: { status: request.status, code: error?.code ?? 'unknown', message: error?.message ?? '', field: error?.field } });
      }
    });
    const failed = () => resolve({ ok: false, error: { status: 0, code: NETWORK_ERROR_CODE, message: '' } });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    request.send(form);
  });
}
