#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser build).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[cairn] Installing Debian chromium for browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
else
  echo "[cairn] Chromium not found at $CHROMIUM. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi
