#!/usr/bin/env bash
# `npm test`: every check and every test, then one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
export REPORT_DIR=.tmp/reports
rm -rf "$REPORT_DIR" && mkdir -p "$REPORT_DIR"
start=$(date +%s)
step() { echo; echo "==== $*"; }
step "typecheck" && npm run --silent typecheck
step "lint" && npm run --silent lint
step "format" && npx prettier --check . --log-level warn
step "unit tests" && npx vitest run --project unit --project web --reporter=default --reporter=json --outputFile="$REPORT_DIR/unit.json"
step "integration tests" && bash scripts/test-integration.sh
step "browser tests" && CAIRN_E2E_SERVER_LOG="$PWD/$REPORT_DIR/e2e-server.log" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORT_DIR/e2e.json" bash scripts/test-e2e.sh --reporter=list,json
step "secrets in server logs" && node scripts/scan-logs-for-secrets.mjs "$REPORT_DIR/e2e-server.log"
step "benchmark smoke" && npm run --silent bench -- --smoke
node scripts/summarize-tests.mjs "$REPORT_DIR" "$(( $(date +%s) - start ))"
