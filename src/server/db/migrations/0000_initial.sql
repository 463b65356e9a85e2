CREATE TYPE "public"."payment_intent_status" AS ENUM('requires_payment_method', 'succeeded');--> statement-breakpoint
CREATE TYPE "public"."payment_system" AS ENUM('Bkash', 'Rocket', 'Nagad', 'Other');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('worker', 'buyer', 'admin');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'success');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_coins_positive" CHECK ("ledger_entries"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_email" text NOT NULL,
	"message" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_task_days" (
	"day" date PRIMARY KEY NOT NULL,
	"open" integer NOT NULL,
	CONSTRAINT "open_task_days_open_non_negative" CHECK ("open_task_days"."open" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"price" integer NOT NULL,
	"coins" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"provider" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_intent_status" DEFAULT 'requires_payment_method' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"task_title" text NOT NULL,
	"payable_amount" integer NOT NULL,
	"worker_id" uuid NOT NULL,
	"worker_email" text NOT NULL,
	"worker_name" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"submission_details" text NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"escrow_coins" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "submissions_escrow_non_negative" CHECK ("submissions"."escrow_coins" >= 0),
	CONSTRAINT "submissions_payable_amount_positive" CHECK ("submissions"."payable_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"task_title" text NOT NULL,
	"task_detail" text NOT NULL,
	"required_workers" integer NOT NULL,
	"payable_amount" integer NOT NULL,
	"completion_date" date NOT NULL,
	"submission_info" text NOT NULL,
	"task_image_url" text NOT NULL,
	"escrow_coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_required_workers_non_negative" CHECK ("tasks"."required_workers" >= 0),
	CONSTRAINT "tasks_payable_amount_positive" CHECK ("tasks"."payable_amount" > 0),
	CONSTRAINT "tasks_escrow_matches_slots" CHECK ("tasks"."escrow_coins" = "tasks"."required_workers" * "tasks"."payable_amount")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"role" "role" NOT NULL,
	"available_coin" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_available_coin_non_negative" CHECK ("users"."available_coin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"worker_email" text NOT NULL,
	"worker_name" text NOT NULL,
	"withdrawal_coin" integer NOT NULL,
	"withdrawal_amount" numeric(12, 2) NOT NULL,
	"payment_system" "payment_system" NOT NULL,
	"account_number" text,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	CONSTRAINT "withdrawals_coin_positive" CHECK ("withdrawal_requests"."withdrawal_coin" > 0)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_from_idx" ON "ledger_entries" USING btree ("from_account");--> statement-breakpoint
CREATE INDEX "ledger_to_idx" ON "ledger_entries" USING btree ("to_account");--> statement-breakpoint
CREATE INDEX "notifications_to_time_idx" ON "notifications" USING btree ("to_email","time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_key" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_task_worker_key" ON "submissions" USING btree ("task_id","worker_id");--> statement-breakpoint
CREATE INDEX "submissions_worker_idx" ON "submissions" USING btree ("worker_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_buyer_status_idx" ON "submissions" USING btree ("buyer_id","status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_task_status_idx" ON "submissions" USING btree ("task_id","status");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_buyer_created_idx" ON "tasks" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_available_created_idx" ON "tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tasks"."required_workers" > 0;--> statement-breakpoint
CREATE INDEX "tasks_featured_idx" ON "tasks" USING btree ("payable_amount" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "tasks"."required_workers" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users" USING btree ("firebase_uid");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_top_workers_idx" ON "users" USING btree ("available_coin" DESC NULLS LAST,"id") WHERE "users"."role" = 'worker';--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawal_requests" USING btree ("status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_requested_idx" ON "withdrawal_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_worker_idx" ON "withdrawal_requests" USING btree ("worker_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);