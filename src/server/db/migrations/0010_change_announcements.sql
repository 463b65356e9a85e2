-- What every server instance must hear of, however the change was made, and a count that
-- should not be made by reading every user (docs/deployment.md, docs/performance.md).
--
-- Users per role, for Manage Users' total: filled once here, then kept by triggers on users.
CREATE TABLE "user_role_counts" (
	"role" "role" PRIMARY KEY NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "user_role_counts_non_negative" CHECK ("user_role_counts"."users" >= 0)
);
--> statement-breakpoint
INSERT INTO "user_role_counts" ("role", "users")
SELECT "role", count(*) FROM "users" GROUP BY "role";
--> statement-breakpoint
CREATE FUNCTION "coinwork_count_inserted_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_role_counts" ("role", "users")
  SELECT "role", count(*) FROM "inserted_users" GROUP BY "role"
  ORDER BY "role"
  ON CONFLICT ("role") DO UPDATE SET "users" = "user_role_counts"."users" + EXCLUDED."users";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "coinwork_count_deleted_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_role_counts" AS counts SET "users" = counts."users" - gone."users"
  FROM (SELECT "role", count(*) AS "users" FROM "deleted_users" GROUP BY "role") AS gone
  WHERE counts."role" = gone."role";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "coinwork_count_role_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_role_counts" SET "users" = "users" - 1 WHERE "role" = OLD."role";
  INSERT INTO "user_role_counts" ("role", "users") VALUES (NEW."role", 1)
  ON CONFLICT ("role") DO UPDATE SET "users" = "user_role_counts"."users" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_inserted"
AFTER INSERT ON "users" REFERENCING NEW TABLE AS "inserted_users"
FOR EACH STATEMENT EXECUTE FUNCTION "coinwork_count_inserted_users"();
--> statement-breakpoint
CREATE TRIGGER "users_count_deleted"
AFTER DELETE ON "users" REFERENCING OLD TABLE AS "deleted_users"
FOR EACH STATEMENT EXECUTE FUNCTION "coinwork_count_deleted_users"();
--> statement-breakpoint
CREATE TRIGGER "users_count_role_change"
AFTER UPDATE OF "role" ON "users"
FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role")
EXECUTE FUNCTION "coinwork_count_role_change"();
--> statement-breakpoint
-- The worker's task list pages are remembered by each server instance for a few seconds
-- (src/server/live/taskListCache.ts). The database says when they may have changed: any
-- statement that writes the tables the pages are made of (tasks, and user_stats for the
-- buyers' reputations) sends one message, delivered on commit, never for a rollback.
CREATE FUNCTION "coinwork_announce_task_list_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coinwork_task_list_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_announce_task_list_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks"
FOR EACH STATEMENT EXECUTE FUNCTION "coinwork_announce_task_list_change"();
--> statement-breakpoint
CREATE TRIGGER "user_stats_announce_task_list_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_stats"
FOR EACH STATEMENT EXECUTE FUNCTION "coinwork_announce_task_list_change"();
--> statement-breakpoint
-- An account deleted or given another role must stop working at once on every instance, however
-- it was changed (the API, or an operator in the database): each instance then ends its streams
-- and forgets its tokens and caller record (src/server/live/liveUpdates.ts).
CREATE FUNCTION "coinwork_announce_account_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'coinwork_account_changed',
    json_build_object('userId', OLD.id, 'firebaseUid', OLD.firebase_uid)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_account_change"
AFTER DELETE OR UPDATE OF "role", "firebase_uid", "email" ON "users"
FOR EACH ROW EXECUTE FUNCTION "coinwork_announce_account_change"();
