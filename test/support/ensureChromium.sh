#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium. Install it when it is missing and we may
# (root with apt-get); otherwise say how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser journeys…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser journeys need Chromium at $chromium_path: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
exit 1
