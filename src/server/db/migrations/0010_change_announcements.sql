-- What every server instance must hear of, however the change was made (docs/deployment.md).
--
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
