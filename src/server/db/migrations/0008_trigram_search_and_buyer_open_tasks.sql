-- Trigram indexes for the tables' text search (ILIKE '%…%'): pg_trgm ships with PostgreSQL's
-- contrib modules, and PGlite loads it where the database is opened (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "user_stats_buyer_approval_idx";--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "open_tasks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each buyer's open tasks (a slot left), once: from then on every transaction that opens or
-- closes a task keeps them (src/server/services/openTasks.ts). A buyer without a row gets one.
INSERT INTO "user_stats" ("user_id", "open_tasks")
SELECT "buyer_id", count(*)::integer FROM "tasks" WHERE "required_workers" > 0 GROUP BY "buyer_id"
ON CONFLICT ("user_id") DO UPDATE SET "open_tasks" = excluded."open_tasks";--> statement-breakpoint
CREATE INDEX "tasks_text_search_idx" ON "tasks" USING gin ("task_title" gin_trgm_ops,"buyer_name" gin_trgm_ops,"buyer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_stats_open_buyers_idx" ON "user_stats" USING btree ("buyer_approval_rate" DESC NULLS LAST,"user_id" DESC NULLS LAST,"open_tasks") WHERE "user_stats"."open_tasks" > 0;--> statement-breakpoint
CREATE INDEX "users_text_search_idx" ON "users" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_open_tasks_non_negative" CHECK ("user_stats"."open_tasks" >= 0);
