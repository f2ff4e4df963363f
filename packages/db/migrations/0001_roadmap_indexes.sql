DROP INDEX "parent_links_parent_idx";--> statement-breakpoint
CREATE INDEX "work_items_rollup_idx" ON "work_items" USING btree ("id","type","state","weight","health_status");--> statement-breakpoint
CREATE INDEX "work_items_epic_start_asc_idx" ON "work_items" USING btree (coalesce("start_date", 'infinity'::date),"id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_start_desc_idx" ON "work_items" USING btree (coalesce("start_date", '-infinity'::date),"id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_due_asc_idx" ON "work_items" USING btree (coalesce("due_date", 'infinity'::date),"id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_due_desc_idx" ON "work_items" USING btree (coalesce("due_date", '-infinity'::date),"id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_title_idx" ON "work_items" USING btree ((lower("title" COLLATE "C") COLLATE "C"),"id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_created_idx" ON "work_items" USING btree ("created_at","id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "work_items_epic_updated_idx" ON "work_items" USING btree ("updated_at","id") WHERE "work_items"."type" = 'epic';--> statement-breakpoint
CREATE INDEX "parent_links_parent_idx" ON "work_item_parent_links" USING btree ("parent_id","relative_position","child_id");