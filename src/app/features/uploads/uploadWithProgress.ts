/**
 * The same upload as `uploadImage`, over XMLHttpRequest: fetch reports no upload progress,
 * and the forms show a progress bar while the image travels.
 */
import { serverMessageOf, uploadedImageUrl } from '@contract/api';
import type { UploadResult } from '@contract/schemas/uploads';
import { UPLOAD_FAILED_MESSAGE } from '@contract/messages';
import { apiBaseUrl, currentIdToken, type IdTokenGetter } from '@app/store/baseQuery';
import { imageForm, UPLOADS_PATH } from './api/uploadsApi';

/** `fraction` runs from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function uploadImageWithProgress(
  image: File,
  onProgress: UploadProgressListener,
  getToken: IdTokenGetter = currentIdToken,
): Promise<UploadResult> {
  const token = await getToken();
  return new Promise<UploadResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${UPLOADS_PATH}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer = parseAnswer(request.responseText);
      const displayUrl = uploadedImageUrl(answer);
      if (request.status >= 200 && request.status < 300 && displayUrl !== null) {
        onProgress(1);
        resolve({ success: true, data: { display_url: displayUrl } });
        return;
      }
      reject(new Error(serverMessageOf(answer) ?? UPLOAD_FAILED_MESSAGE));
    });
    request.addEventListener('error', () => reject(new Error(UPLOAD_FAILED_MESSAGE)));
    request.addEventListener('abort', () => reject(new Error(UPLOAD_FAILED_MESSAGE)));
    request.send(imageForm(image));
  });
}
