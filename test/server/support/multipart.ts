/** A multipart/form-data body with one file, encoded the way a browser's FormData is. */
import fs from 'node:fs';
import path from 'node:path';

export interface FilePart {
  field?: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

export async function multipartBody({ field = 'image', bytes, filename, type }: FilePart) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A real 1×1 PNG from the test fixtures. */
export const PNG_BYTES = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'square.png'));
