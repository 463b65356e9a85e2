CREATE INDEX "tasks_title_idx" ON "tasks" USING btree ("task_title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_buyer_name_idx" ON "tasks" USING btree ("buyer_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_required_workers_idx" ON "tasks" USING btree ("required_workers" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_pay_idx" ON "tasks" USING btree ("payable_amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_deadline_idx" ON "tasks" USING btree ("completion_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_coins_idx" ON "users" USING btree ("available_coin","id");