/**
 * Uploaded images under random names, kept where every instance that serves them can read
 * them: files in the data folder on PGlite (one process, one disk), rows of `stored_images` on
 * PostgreSQL (any number of instances behind a load balancer, each with its own disk). A name
 * carries the type that was sniffed when the image arrived, so serving it needs no second look.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { eq } from 'drizzle-orm';

import { STORED_IMAGE_NAME } from '@contract/api';
import type { Database, DatabaseHandle } from '../db/client';
import { storedImages } from '../db/schema';
import { IMAGE_CONTENT_TYPES, type ImageExtension, isImageExtension } from './imageType';

export interface StoredImage {
  contentType: string;
  size: number;
  /** Streamed from a file, or whole from the database. */
  body: Readable | Buffer;
}

export interface ImageStore {
  /** Keeps the image under a new name, `<32 hex>.<extension>` (STORED_IMAGE_NAME). */
  store(bytes: Buffer, extension: ImageExtension): Promise<string>;
  /** Undefined when there is no such image. */
  open(name: string): Promise<StoredImage | undefined>;
  /** Nothing happens when there is no such image. */
  remove(name: string): Promise<void>;
}

/** The folder on PGlite, the database on PostgreSQL. */
export function createImageStore(database: DatabaseHandle, dataDir: string): ImageStore {
  return database.kind === 'postgres'
    ? databaseImageStore(database.db)
    : folderImageStore(path.join(dataDir, 'uploads'));
}

const newImageName = (extension: ImageExtension) =>
  `${randomBytes(16).toString('hex')}.${extension}`;

export function folderImageStore(folder: string): ImageStore {
  return {
    async store(bytes, extension) {
      await fs.promises.mkdir(folder, { recursive: true });
      const name = newImageName(extension);
      await fs.promises.writeFile(path.join(folder, name), bytes, { flag: 'wx' });
      return name;
    },

    async open(name) {
      const extension = path.extname(name).slice(1);
      if (!isImageExtension(extension)) return undefined;
      const file = path.join(folder, path.basename(name));
      try {
        const { size } = await fs.promises.stat(file);
        return {
          contentType: IMAGE_CONTENT_TYPES[extension],
          size,
          body: fs.createReadStream(file),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(name) {
      await fs.promises.rm(path.join(folder, path.basename(name)), { force: true });
    },
  };
}

export function databaseImageStore(db: Database): ImageStore {
  return {
    async store(bytes, extension) {
      const name = newImageName(extension);
      await db
        .insert(storedImages)
        .values({ name, contentType: IMAGE_CONTENT_TYPES[extension], bytes });
      return name;
    },

    async open(name) {
      const [image] = await db
        .select({ contentType: storedImages.contentType, bytes: storedImages.bytes })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      return (
        image && { contentType: image.contentType, size: image.bytes.length, body: image.bytes }
      );
    },

    async remove(name) {
      await db.delete(storedImages).where(eq(storedImages.name, name));
    },
  };
}

/** The stored image's name in a `/api/uploads/<name>` path; undefined for the image host's URLs. */
export function storedImageName(displayUrl: string): string | undefined {
  const name = /\/api\/uploads\/([^/?#]+)$/.exec(displayUrl)?.[1];
  return name && new RegExp(STORED_IMAGE_NAME).test(name) ? name : undefined;
}
