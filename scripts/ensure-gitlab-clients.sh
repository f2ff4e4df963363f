#!/usr/bin/env bash
# The GitLab client compatibility tests (apps/server/src/rest/*gitlab*.integration-test.ts) drive
# Cairn with Debian's clients, unmodified: python-gitlab (library and CLI), Ruby's gitlab gem and
# its CLI, Perl's GitLab::API::v4 and its CLI, and gitlabracadabra. Installs whichever is missing
# (as root, with apt-get); otherwise says how to.
set -euo pipefail
PYTHON=${PYTHON_GITLAB_PYTHON:-/usr/bin/python3}

# package:check — the check passes when the package's client is usable.
clients=(
  "python3-gitlab:$PYTHON -c 'import gitlab'"
  "gitlab-cli:test -x /usr/bin/python-gitlab"
  "ruby-gitlab:test -x /usr/bin/ruby-gitlab && /usr/bin/ruby -e 'require \"gitlab\"'"
  "libgitlab-api-v4-perl:test -x /usr/bin/gitlab-api-v4 && /usr/bin/perl -MGitLab::API::v4 -e 1"
  "gitlabracadabra:test -x /usr/bin/gitlabracadabra"
)
missing=()
for entry in "${clients[@]}"; do
  if ! bash -c "${entry#*:}" >/dev/null 2>&1; then missing+=("${entry%%:*}"); fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[cairn] Installing Debian ${missing[*]} for the GitLab client tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  "$PYTHON" -c 'import gitlab' || {
    echo "[cairn] python3-gitlab is installed but $PYTHON cannot import it (set PYTHON_GITLAB_PYTHON)." >&2
    exit 1
  }
else
  echo "[cairn] Missing GitLab clients for the tests. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
