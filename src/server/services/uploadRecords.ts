/**
 * The record of every upload: how many an account made in the last hour (the upload limit,
 * counted in the database so every instance agrees), and the sweep that removes uploads no
 * task and no user refers to once they are older than a grace period (an upload is made
 * before the task or profile that will use it, and a form may be abandoned).
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { tasks, uploads, users } from '../db/schema';
import { type ImageStore, storedImageName } from '../uploads/imageStore';

export async function uploadsInLastHour(db: Database, ownerUid: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploads)
    .where(
      and(eq(uploads.ownerUid, ownerUid), gt(uploads.createdAt, sql`now() - interval '1 hour'`)),
    );
  return row?.value ?? 0;
}

export async function recordUpload(db: Database, ownerUid: string, path: string): Promise<void> {
  await db.insert(uploads).values({ ownerUid, path });
}

/**
 * Removes the uploads older than `graceSeconds` that no task image and no user photo names
 * (stored site-relative or as an absolute URL of this site), and their images from `images`;
 * answers how many went.
 */
export async function sweepUnreferencedUploads(
  db: Database,
  images: ImageStore,
  graceSeconds: number,
): Promise<number> {
  const unreferenced = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        sql`not exists (select 1 from ${tasks} where ${tasks.imageUrl} = ${uploads.path} or ${tasks.imageUrl} like '%' || ${uploads.path})`,
        sql`not exists (select 1 from ${users} where ${users.photo} = ${uploads.path} or ${users.photo} like '%' || ${uploads.path})`,
      ),
    )
    .returning({ path: uploads.path });
  for (const { path } of unreferenced) {
    const name = storedImageName(path);
    if (name) await images.remove(name);
  }
  return unreferenced.length;
}
