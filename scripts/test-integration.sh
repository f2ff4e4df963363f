#!/usr/bin/env bash
# Integration tests on embedded PGlite and, when one is reachable, on PostgreSQL.
# Each pass runs its files one at a time (vitest.config.ts), which keeps one core busy: the two
# passes run side by side so a 2-core machine does both in the time of the longer one. Each line
# of output carries its pass's name; each pass writes its own JSON report.
set -euo pipefail
cd "$(dirname "$0")/.."
REPORT_DIR=${REPORT_DIR:-.tmp/reports}
mkdir -p "$REPORT_DIR"
bash scripts/ensure-gitlab-clients.sh

# pass NAME ENV...: one vitest run of the integration project, its lines prefixed with NAME.
pass() {
  local name=$1
  shift
  env "$@" npx vitest run --project integration --reporter=default --reporter=json \
    --outputFile="$REPORT_DIR/integration-$name.json" "${ARGS[@]}" 2>&1 | sed -u "s/^/[$name] /"
}
ARGS=("$@")

URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$URL" 2>/dev/null; then
  echo "== integration tests on PGlite and on PostgreSQL ($URL), side by side"
  pass pglite TEST_DB=pglite &
  pglite=$!
  pass pg TEST_DB=pg TEST_DATABASE_URL="$URL" &
  pg=$!
  status=0
  wait "$pglite" || status=$?
  wait "$pg" || status=$?
  exit "$status"
fi
echo "== PostgreSQL not reachable at $URL: PGlite only (set TEST_DATABASE_URL for the PostgreSQL pass)"
pass pglite TEST_DB=pglite
