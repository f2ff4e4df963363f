import pg from 'pg';
import fs from 'node:fs';
const c = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:5432/${process.argv[2]}` });
await c.connect();
const text = fs.readFileSync('/tmp/facts.sql', 'utf8');
const p = JSON.parse(fs.readFileSync('/tmp/facts.json', 'utf8'));
const values = Object.keys(p).sort((a, b) => a - b).map((k) => p[k]);
const types = ['int[]', 'int', 'int[]', 'int[]', 'int[]'];
await c.query(`PREPARE s1(${types.join(',')}) AS ${text}`);
const lit = values.map((v, i) => `'${v}'::${types[i]}`).join(',');
for (const m of ['force_custom_plan', 'force_generic_plan']) {
  await c.query(`SET plan_cache_mode = ${m}`);
  const r = await c.query(`EXPLAIN EXECUTE s1(${lit})`);
  console.log(m, r.rows[0]['QUERY PLAN']);
  const r2 = await c.query(`EXPLAIN (ANALYZE, TIMING OFF) EXECUTE s1(${lit})`);
  console.log(r2.rows.map((x) => x['QUERY PLAN']).filter((l) => /Time|Scan|Join|Loop/.test(l)).slice(0, 60).join('\n'));
}
await c.end();
