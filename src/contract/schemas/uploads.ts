/**
 * Image uploads (profile photos, task images), answering like the spec's image host:
 * `{ success, data: { display_url } }`.
 */
import { type Static, Type } from '@sinclair/typebox';

import { STORED_IMAGE_NAME } from '../api';

export const UploadResultSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    display_url: Type.String({
      description: "A path on this site (/api/uploads/<name>), or the image host's URL.",
    }),
  }),
});
export type UploadResult = Static<typeof UploadResultSchema>;

export const ImageParamsSchema = Type.Object({
  name: Type.String({ maxLength: 64, pattern: STORED_IMAGE_NAME }),
});
export type ImageParams = Static<typeof ImageParamsSchema>;
