ALTER TABLE "issue_templates" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_templates" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "issue_templates" ADD CONSTRAINT "issue_templates_group_id_namespaces_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."namespaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_templates_group_id_name_index" ON "issue_templates" USING btree ("group_id","name");--> statement-breakpoint
ALTER TABLE "issue_templates" ADD CONSTRAINT "issue_templates_one_owner" CHECK (num_nonnulls("issue_templates"."project_id", "issue_templates"."group_id") = 1);