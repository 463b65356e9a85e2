CREATE TABLE "identity_account_deletions" (
	"firebase_uid" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_account_deletions_due_idx" ON "identity_account_deletions" USING btree ("next_attempt_at") WHERE "identity_account_deletions"."deleted_at" is null;