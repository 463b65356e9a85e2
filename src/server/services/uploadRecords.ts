/**
 * The record of every upload: its place in the account's hourly count (the upload limit,
 * counted in the database so every instance agrees), taken before the image is kept, and the
 * sweep that removes uploads no task and no user refers to once they are older than a grace
 * period (an upload is made before the task or profile that will use it, and a form may be
 * abandoned).
 */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { lockAccount } from '../db/accountLocks';
import type { Database } from '../db/client';
import { transaction } from '../db/conflictRetry';
import { tasks, uploads, users } from '../db/schema';
import { type ImageStore, storedImageName } from '../uploads/imageStore';

/**
 * Takes one of the account's `perHour` uploads of the last hour for an upload about to be
 * kept: its row's id, or undefined when they are all taken. The count and the taking happen
 * under the account's lock, so uploads sent at once, to any instance, take one place each and
 * never more than there are.
 */
export async function reserveUpload(
  db: Database,
  ownerUid: string,
  perHour: number,
): Promise<string | undefined> {
  return transaction(db, async (tx) => {
    await lockAccount(tx, 'uploadCount', ownerUid);
    const [taken] = await tx
      .select({ value: count() })
      .from(uploads)
      .where(
        and(eq(uploads.ownerUid, ownerUid), gt(uploads.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((taken?.value ?? 0) >= perHour) return undefined;
    const [reserved] = await tx.insert(uploads).values({ ownerUid }).returning({ id: uploads.id });
    return reserved?.id;
  });
}

/** The reserved upload's image is kept: where it is served. */
export async function completeUpload(db: Database, id: string, path: string): Promise<void> {
  await db.update(uploads).set({ path }).where(eq(uploads.id, id));
}

/** The reserved upload failed (nothing kept): its place in the hour is free again. */
export async function releaseUpload(db: Database, id: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.id, id), isNull(uploads.path)));
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
    // An upload under way for longer than the grace period was cut off before its image was kept.
    const name = path === null ? undefined : storedImageName(path);
    if (name) await images.remove(name);
  }
  return unreferenced.length;
}
