-- Revisions and appeals (docs/money.md#the-submission-lifecycle): the lifecycle's other states and
-- their deadlines. No statement here uses the new statuses: PostgreSQL allows that only after the
-- transaction that added them has committed.
ALTER TYPE "public"."submission_status" ADD VALUE 'changes_requested';--> statement-breakpoint
ALTER TYPE "public"."submission_status" ADD VALUE 'appealed';--> statement-breakpoint
ALTER TYPE "public"."submission_status" ADD VALUE 'rejection_upheld';--> statement-breakpoint
ALTER TYPE "public"."submission_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "revision_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "changes_note" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "resubmit_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "appeal_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "appeal_statement" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "appeal_answer_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "appeal_comment" text;--> statement-breakpoint
CREATE INDEX "submissions_resubmit_deadline_idx" ON "submissions" USING btree ("resubmit_deadline") WHERE "submissions"."resubmit_deadline" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_appeal_deadline_idx" ON "submissions" USING btree ("appeal_deadline") WHERE "submissions"."appeal_deadline" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_appeal_answer_deadline_idx" ON "submissions" USING btree ("appeal_answer_deadline") WHERE "submissions"."appeal_answer_deadline" IS NOT NULL;