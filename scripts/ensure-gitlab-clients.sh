#!/usr/bin/env bash
# The python-gitlab compatibility test drives Cairn with Debian's python3-gitlab, unmodified.
set -euo pipefail
PYTHON=${PYTHON_GITLAB_PYTHON:-/usr/bin/python3}
if "$PYTHON" -c 'import gitlab' 2>/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[cairn] Installing Debian python3-gitlab for the GitLab client tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-gitlab >/dev/null
  "$PYTHON" -c 'import gitlab' || {
    echo "[cairn] python3-gitlab is installed but $PYTHON cannot import it (set PYTHON_GITLAB_PYTHON)." >&2
    exit 1
  }
else
  echo "[cairn] python-gitlab not found for $PYTHON. Install it with: sudo apt-get install -y python3-gitlab (or set PYTHON_GITLAB_PYTHON)." >&2
  exit 1
fi
