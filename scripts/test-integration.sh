#!/usr/bin/env bash
# Integration tests on embedded PGlite, then on PostgreSQL when one is reachable.
set -euo pipefail
cd "$(dirname "$0")/.."
REPORT_DIR=${REPORT_DIR:-.tmp/reports}
mkdir -p "$REPORT_DIR"
bash scripts/ensure-python-gitlab.sh
echo "== integration tests on PGlite"
TEST_DB=pglite npx vitest run --project integration --reporter=default --reporter=json --outputFile="$REPORT_DIR/integration-pglite.json" "$@"
URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$URL" 2>/dev/null; then
  echo "== integration tests on PostgreSQL ($URL)"
  TEST_DB=pg TEST_DATABASE_URL=$URL npx vitest run --project integration --reporter=default --reporter=json --outputFile="$REPORT_DIR/integration-pg.json" "$@"
else
  echo "== PostgreSQL not reachable at $URL: skipping the PostgreSQL run (set TEST_DATABASE_URL)"
fi
