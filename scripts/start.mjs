// `npm start`: builds what changed since the last build (build.mjs), then runs the server bundle
// in this same process, as `npm run start -w @cairn/server` would (from apps/server, production
// unless NODE_ENV says otherwise) but without a second npm and a second Node start-up in between.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './build.mjs';

buildIfStale();
const serverDir = path.join(repoRoot, 'apps/server');
process.chdir(serverDir);
process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(path.join(serverDir, 'dist/main.mjs')).href);
