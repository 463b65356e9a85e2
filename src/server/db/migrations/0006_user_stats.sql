CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tasks_posted" integer DEFAULT 0 NOT NULL,
	"buyer_approved" integer DEFAULT 0 NOT NULL,
	"buyer_rejected" integer DEFAULT 0 NOT NULL,
	"review_time_buckets" integer[] DEFAULT array_fill(0, array[11]) NOT NULL,
	"appeals_received" integer DEFAULT 0 NOT NULL,
	"appeals_lost" integer DEFAULT 0 NOT NULL,
	"buyer_approval_rate" integer GENERATED ALWAYS AS (CASE WHEN buyer_approved + buyer_rejected >= 3 THEN (buyer_approved * 1000) / (buyer_approved + buyer_rejected) END) STORED,
	"worker_approved" integer DEFAULT 0 NOT NULL,
	"worker_rejected" integer DEFAULT 0 NOT NULL,
	"appeals_filed" integer DEFAULT 0 NOT NULL,
	"appeals_won" integer DEFAULT 0 NOT NULL,
	"earned_coins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_stats_counts_non_negative" CHECK ("user_stats"."buyer_approved" >= 0 AND "user_stats"."buyer_rejected" >= 0 AND "user_stats"."worker_approved" >= 0 AND "user_stats"."worker_rejected" >= 0)
);
--> statement-breakpoint
DROP INDEX "ledger_from_idx";--> statement-breakpoint
DROP INDEX "ledger_to_idx";--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_stats_buyer_approval_idx" ON "user_stats" USING btree ("buyer_approval_rate" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "ledger_from_created_idx" ON "ledger_entries" USING btree ("from_account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_to_created_idx" ON "ledger_entries" USING btree ("to_account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
-- Reputations for the history before the counters (docs/product.md#reputation), once: from
-- then on each event adds to them in its own transaction (src/server/services/reputation.ts).
-- A submission's history keeps when it was last (re)submitted and when it was finally decided,
-- so a request for changes and a rejection later reversed by an appeal leave no review time.
-- The numbers repeat REVIEW_TIME_BUCKET_HOURS (src/contract/reputation.ts).
INSERT INTO "user_stats" ("user_id", "tasks_posted", "buyer_approved", "buyer_rejected", "review_time_buckets", "appeals_received", "appeals_lost", "worker_approved", "worker_rejected", "appeals_filed", "appeals_won", "earned_coins")
WITH "history" AS (
	SELECT "buyer_id", "worker_id", "payable_amount",
		"status" = 'approved' AS "approved",
		"status" <> 'approved' AND "rejection_reason" IS NOT NULL AS "rejected",
		"appeal_statement" IS NOT NULL AS "appealed",
		CASE WHEN "decided_at" IS NOT NULL
			-- As text: a fresh database runs every migration in one transaction, and PostgreSQL
			-- refuses enum values added by 0005 in the transaction that added them.
			AND "status"::text IN ('approved', 'rejected', 'appealed', 'rejection_upheld')
			AND NOT ("status" = 'approved' AND "appeal_statement" IS NOT NULL)
		THEN (SELECT count(*) FROM unnest(ARRAY[1, 2, 4, 8, 12, 24, 48, 72, 120, 168]) AS "bound"
			WHERE "bound" * interval '1 hour' < "decided_at" - "submitted_at")::integer
		END AS "bucket"
	FROM "submissions"
), "as_buyer" AS (
	SELECT "buyer_id" AS "user_id",
		count(*) FILTER (WHERE "approved")::integer AS "approved",
		count(*) FILTER (WHERE "rejected")::integer AS "rejected",
		count(*) FILTER (WHERE "appealed")::integer AS "appeals_received",
		count(*) FILTER (WHERE "appealed" AND "approved")::integer AS "appeals_lost"
	FROM "history" GROUP BY "buyer_id"
), "buckets" AS (
	SELECT "user_id", array_agg("reviews" ORDER BY "bucket") AS "review_time_buckets"
	FROM (
		SELECT "as_buyer"."user_id", "slot"."bucket", count("history"."bucket")::integer AS "reviews"
		FROM "as_buyer"
		CROSS JOIN generate_series(0, 10) AS "slot" ("bucket")
		LEFT JOIN "history" ON "history"."buyer_id" = "as_buyer"."user_id" AND "history"."bucket" = "slot"."bucket"
		GROUP BY "as_buyer"."user_id", "slot"."bucket"
	) AS "per_bucket"
	GROUP BY "user_id"
), "as_worker" AS (
	SELECT "worker_id" AS "user_id",
		count(*) FILTER (WHERE "approved")::integer AS "approved",
		count(*) FILTER (WHERE "rejected")::integer AS "rejected",
		count(*) FILTER (WHERE "appealed")::integer AS "appeals_filed",
		count(*) FILTER (WHERE "appealed" AND "approved")::integer AS "appeals_won",
		coalesce(sum("payable_amount") FILTER (WHERE "approved"), 0)::integer AS "earned_coins"
	FROM "history" GROUP BY "worker_id"
), "posted" AS (
	SELECT "users"."id" AS "user_id", count(*)::integer AS "tasks_posted"
	FROM "ledger_entries" JOIN "users" ON "ledger_entries"."from_account" = 'user:' || "users"."id"
	WHERE "ledger_entries"."event" = 'task_posted'
	GROUP BY "users"."id"
)
SELECT "users"."id",
	coalesce("posted"."tasks_posted", 0),
	coalesce("as_buyer"."approved", 0),
	coalesce("as_buyer"."rejected", 0),
	coalesce("buckets"."review_time_buckets", array_fill(0, array[11])),
	coalesce("as_buyer"."appeals_received", 0),
	coalesce("as_buyer"."appeals_lost", 0),
	coalesce("as_worker"."approved", 0),
	coalesce("as_worker"."rejected", 0),
	coalesce("as_worker"."appeals_filed", 0),
	coalesce("as_worker"."appeals_won", 0),
	coalesce("as_worker"."earned_coins", 0)
FROM "users"
LEFT JOIN "posted" ON "posted"."user_id" = "users"."id"
LEFT JOIN "as_buyer" ON "as_buyer"."user_id" = "users"."id"
LEFT JOIN "buckets" ON "buckets"."user_id" = "users"."id"
LEFT JOIN "as_worker" ON "as_worker"."user_id" = "users"."id"
WHERE "posted"."user_id" IS NOT NULL OR "as_buyer"."user_id" IS NOT NULL OR "as_worker"."user_id" IS NOT NULL
ON CONFLICT ("user_id") DO NOTHING;
