// Starts the real Cairn server for the browser tests on a FRESH temporary data directory (a new
// embedded database with the demo workspace), and removes the directory when the server stops.
// Playwright runs this as its webServer and stops it with SIGTERM. It runs the bundled server,
// as `npm start` does: scripts/test-e2e.sh builds it into CAIRN_E2E_SERVER_DIST first; without
// that, apps/server/dist (from `npm start` or `npm run build -w @cairn/server`) is used.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDist = path.resolve(root, process.env.CAIRN_E2E_SERVER_DIST || 'apps/server/dist');
const entry = path.join(serverDist, 'main.mjs');
if (!fs.existsSync(entry)) {
  console.error(
    `${entry} is missing: run "npm run build -w @cairn/server" (or scripts/test-e2e.sh)`,
  );
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-'));

// `npm test` keeps the server's log (CAIRN_E2E_SERVER_LOG) and scans it for secrets afterwards.
const logFile = process.env.CAIRN_E2E_SERVER_LOG;
const log = logFile ? fs.openSync(logFile, 'a') : 'inherit';
const server = spawn(process.execPath, [entry], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', log, log],
});

const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? (signal ? 0 : 1));
});
