// Starts the real Cairn server for the browser tests on a FRESH temporary data directory (a new
// embedded database with the demo workspace), and removes the directory when the server stops.
// Playwright runs this as its webServer (with the settings of cairn-server.ts serverEnv in its
// environment) and stops it with SIGTERM. It runs the bundled server, as `npm start` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, spawnServer } from './cairn-server.ts';

try {
  serverEntry();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-'));
const server = spawnServer({ DATA_DIR: dataDir }, 'inherit');

const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? (signal ? 0 : 1));
});
