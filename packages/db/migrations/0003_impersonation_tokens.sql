ALTER TABLE "personal_access_tokens" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD COLUMN "impersonation" boolean DEFAULT false NOT NULL;