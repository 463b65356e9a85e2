-- Sign-ins whose page sessions were ended by signing out (docs/security.md#the-page-session):
-- checked before every page drawn from a session cookie, on every instance.
CREATE TABLE "page_session_revocations" (
	"firebase_uid" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_session_revocations_firebase_uid_signed_in_at_pk" PRIMARY KEY("firebase_uid","signed_in_at")
);
--> statement-breakpoint
CREATE INDEX "page_session_revocations_revoked_idx" ON "page_session_revocations" USING btree ("revoked_at");