-- The timeframe filter (coalesce(start_date, '-infinity') <= end AND coalesce(due_date, 'infinity')
-- >= start) had no statistics: PostgreSQL ignores those of partial indexes, so it guessed a third
-- of the rows for each side. With ninety per cent of the epics in a three-year window it then
-- chose to collect and sort every match of a filter (all of an author's epics) instead of walking
-- the sort index. Statistics on the two expressions fix the estimate; ANALYZE fills them now.
CREATE STATISTICS IF NOT EXISTS "work_items_timeframe_stats" ON (coalesce("start_date", '-infinity'::date)), (coalesce("due_date", 'infinity'::date)) FROM "work_items";--> statement-breakpoint
ANALYZE "work_items";
