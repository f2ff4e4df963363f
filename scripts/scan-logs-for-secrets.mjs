// Fails when a kept server log holds a secret: a password the tests sign in with, an access
// token, a session cookie or an Authorization value: no secret may appear in any log line of a
// full test run. The loggers redact these; this proves it on a whole run.
import fs from 'node:fs';

// The demo password is public (README, start-up banner) and so is not looked for.
const SECRETS = [
  { name: 'root password', pattern: /rootpassword/ },
  { name: 'access token', pattern: /glpat-[0-9A-Za-z_-]{20}/ },
  { name: 'session cookie', pattern: /_cairn_session=[^;\s"]+/ },
  { name: 'authorization header', pattern: /"authorization":"(?!\[redacted\])/i },
  {
    name: 'credential query parameter',
    pattern: /[?&](?:private|access|job|feed)_token(?:\[[^\]]*\])?=(?!\[redacted\]|[&\s"]|$)/i,
  },
];

/**
 * A line as a query parser would read it, escapes decoded (twice, for a doubly escaped URL), so
 * `?private%5Ftoken=glpat%2D…` is found like `?private_token=glpat-…` (as in
 * apps/server/src/observability/logger.test.ts).
 */
const decoded = (line) => {
  let text = line;
  for (let i = 0; i < 2; i += 1) {
    text = text.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  }
  return text;
};

const files = process.argv.slice(2).filter((f) => fs.existsSync(f));
let lines = 0;
const found = [];
for (const file of files) {
  for (const [index, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line) continue;
    lines += 1;
    const readings = [line, decoded(line)];
    for (const secret of SECRETS) {
      if (readings.some((text) => secret.pattern.test(text))) {
        found.push(`${file}:${index + 1}: ${secret.name}`);
      }
    }
  }
}
if (lines === 0) {
  console.error('scan-logs-for-secrets: no log lines to scan (was the server log kept?)');
  process.exit(1);
}
if (found.length) {
  console.error(`Secrets found in server logs:\n${found.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log(`Server logs: ${lines} lines scanned, no secret found.`);
