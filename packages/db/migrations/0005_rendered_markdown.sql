CREATE TABLE "rendered_markdown" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"marker" varchar(32) NOT NULL,
	"references" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
