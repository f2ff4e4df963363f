#!/usr/bin/env bash
# Playwright specs in Debian Chromium against a production build and a real server.
# The build goes to a private folder (served through WEB_DIST) so concurrent builds of
# apps/web/dist cannot swap the assets under a running suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
CAIRN_E2E_WEB_DIST=$(mktemp -d "${TMPDIR:-/tmp}/cairn-e2e-web.XXXXXX")
export CAIRN_E2E_WEB_DIST
trap 'rm -rf "$CAIRN_E2E_WEB_DIST"' EXIT
npm run build --silent -w @cairn/web -- --outDir "$CAIRN_E2E_WEB_DIST" --emptyOutDir --logLevel warn
npx playwright test -c e2e/playwright.config.ts "$@"
