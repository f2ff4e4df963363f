ALTER TABLE "work_items" ADD COLUMN "hidden_as_spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "hidden_as_spam_by_id" integer;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_hidden_as_spam_by_id_users_id_fk" FOREIGN KEY ("hidden_as_spam_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;