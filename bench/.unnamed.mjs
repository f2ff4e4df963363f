import pg from 'pg';
const c = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:5432/${process.argv[2]}` });
await c.connect();
if (process.argv[3]) await c.query(`SET plan_cache_mode = ${process.argv[3]}`);
const text = `select w.id from work_items w join namespaces n on n.id = w.namespace_id where w.type = 'epic' and n.traversal_ids @> ARRAY[$1]::int[] and w.author_id IN (SELECT u.id FROM users u WHERE lower(u.username) = lower($2)) order by coalesce(w.start_date, 'infinity'::date), w.id limit $3`;
const ts = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  await c.query({ text, values: [i % 2 ? 1 : 2, 'synthetic-user-01', 51] });
  ts.push(performance.now() - t0);
}
await c.query('LOAD \'auto_explain\'').catch(() => {});
console.log(process.argv[3] ?? 'auto', ts.sort((a, b) => a - b)[7].toFixed(2));
await c.end();
