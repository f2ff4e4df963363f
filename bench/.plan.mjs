import pg from 'pg';
import fs from 'node:fs';
const c = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:5432/${process.argv[2]}` });
await c.connect();
const text = fs.readFileSync('/tmp/facts.sql', 'utf8');
const p = JSON.parse(fs.readFileSync('/tmp/facts.json', 'utf8'));
const values = Object.keys(p).sort((a, b) => a - b).map((k) => p[k]);
if (process.argv[3]) await c.query(`SET plan_cache_mode = ${process.argv[3]}`);
const ts = [];
for (let i = 0; i < 40; i++) {
  const t0 = performance.now();
  await c.query({ name: 's1', text, values });
  ts.push(performance.now() - t0);
}
const r = await c.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 's1'`);
console.log(r.rows[0], 'median of last 30', ts.slice(10).sort((a, b) => a - b)[15].toFixed(2));
await c.end();
