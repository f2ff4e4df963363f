CREATE INDEX "award_emoji_note_idx" ON "award_emoji" USING btree ("note_id") WHERE "award_emoji"."note_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_work_item_id_index" ON "subscriptions" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "system_note_metadata_description_version_id_index" ON "system_note_metadata" USING btree ("description_version_id");--> statement-breakpoint
CREATE INDEX "abuse_reports_work_item_id_index" ON "abuse_reports" USING btree ("work_item_id");