#!/usr/bin/env bash
# Playwright specs in Debian Chromium against a production build and a real server.
# The builds go to private folders (the web app served through WEB_DIST, the bundled server
# run from CAIRN_E2E_SERVER_DIST, as `npm start` runs apps/server/dist) so concurrent builds
# cannot swap files under a running suite. The server bundle must live inside the repository
# (it finds its external packages in node_modules).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
CAIRN_E2E_WEB_DIST=$(mktemp -d "${TMPDIR:-/tmp}/cairn-e2e-web.XXXXXX")
mkdir -p node_modules/.cache/cairn-e2e
CAIRN_E2E_SERVER_DIST=$(mktemp -d "$PWD/node_modules/.cache/cairn-e2e/server.XXXXXX")
export CAIRN_E2E_WEB_DIST CAIRN_E2E_SERVER_DIST
trap 'rm -rf "$CAIRN_E2E_WEB_DIST" "$CAIRN_E2E_SERVER_DIST"' EXIT
npm run build --silent -w @cairn/web -- --outDir "$CAIRN_E2E_WEB_DIST" --emptyOutDir --logLevel warn
npm run build --silent -w @cairn/server -- --outdir "$CAIRN_E2E_SERVER_DIST" >/dev/null
npx playwright test -c e2e/playwright.config.ts "$@"
