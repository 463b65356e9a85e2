/**
 * Uploaded images kept in the data folder under random names. A name carries the type that
 * was sniffed when the file arrived, so serving it needs no second look.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { STORED_IMAGE_NAME } from '@contract/api';
import { IMAGE_CONTENT_TYPES, type ImageExtension, isImageExtension } from './imageType';

const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

export async function storeImage(
  dataDir: string,
  bytes: Buffer,
  extension: ImageExtension,
): Promise<string> {
  const folder = uploadsFolder(dataDir);
  await fs.promises.mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await fs.promises.writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  return name;
}

export interface StoredImage {
  contentType: string;
  size: number;
  stream: fs.ReadStream;
}

/** Undefined when there is no such image; `name` must match STORED_IMAGE_NAME. */
export async function openStoredImage(
  dataDir: string,
  name: string,
): Promise<StoredImage | undefined> {
  const extension = path.extname(name).slice(1);
  if (!isImageExtension(extension)) return undefined;
  const file = path.join(uploadsFolder(dataDir), path.basename(name));
  try {
    const { size } = await fs.promises.stat(file);
    return { contentType: IMAGE_CONTENT_TYPES[extension], size, stream: fs.createReadStream(file) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The stored file's name in a `/api/uploads/<name>` path; undefined for the image host's URLs. */
export function storedImageName(displayUrl: string): string | undefined {
  const name = /\/api\/uploads\/([^/?#]+)$/.exec(displayUrl)?.[1];
  return name && new RegExp(STORED_IMAGE_NAME).test(name) ? name : undefined;
}

export async function removeStoredImage(dataDir: string, name: string): Promise<void> {
  await fs.promises.rm(path.join(uploadsFolder(dataDir), path.basename(name)), { force: true });
}
