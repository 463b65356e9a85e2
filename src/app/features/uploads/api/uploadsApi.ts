/**
 * Image uploads (docs/product.md#server-calls: multipart POST with field image, answered like the
 * image host).
 */
import { UPLOAD_IMAGE_FIELD } from '@contract/api';
import type { UploadResult } from '@contract/schemas/uploads';
import { api } from '@app/store/api';

export const UPLOADS_PATH = '/uploads';

export function imageForm(image: Blob): FormData {
  const form = new FormData();
  form.append(UPLOAD_IMAGE_FIELD, image);
  return form;
}

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadResult, File>({
      query: (image) => ({ url: UPLOADS_PATH, method: 'POST', body: imageForm(image) }),
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
