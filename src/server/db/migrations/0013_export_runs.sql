-- The CSV exports under way, so that one account runs at most a few at once on every instance
-- together (src/server/services/exportRuns.ts); a row lapses at expires_at unless its export,
-- still running, pushes it on.
CREATE TABLE "export_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_runs_user_idx" ON "export_runs" USING btree ("user_id");