-- GitLab's label priority (issue 32): stored for project labels, null when not prioritized.
ALTER TABLE "labels" ADD COLUMN "priority" integer;
