ALTER TABLE "notes" ADD COLUMN "type" varchar(20);--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_by_id" integer;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_discussion_id_index" ON "notes" USING btree ("discussion_id");