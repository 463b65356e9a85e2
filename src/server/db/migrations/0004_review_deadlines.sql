-- Fair review (docs/money.md#the-submission-lifecycle): a review window per task, a deadline per
-- pending submission, the reason of a rejection, and a detail under a notification.
ALTER TABLE "notifications" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "review_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "rejection_comment" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "review_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
-- Work already waiting gets the default review window from now on, not from when it was sent:
-- no buyer finds it approved behind their back the moment this version starts.
UPDATE "submissions" SET "review_deadline" = GREATEST("submitted_at", now()) + interval '3 days' WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "submissions_review_deadline_idx" ON "submissions" USING btree ("review_deadline") WHERE "submissions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_pending_has_review_deadline" CHECK ("submissions"."status" <> 'pending' OR "submissions"."review_deadline" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_review_days_in_range" CHECK ("tasks"."review_days" BETWEEN 1 AND 7);