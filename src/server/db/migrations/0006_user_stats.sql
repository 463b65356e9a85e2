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
CREATE INDEX "ledger_created_idx" ON "ledger_entries" USING btree ("created_at");