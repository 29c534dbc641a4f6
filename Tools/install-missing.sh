#!/usr/bin/env bash
# Installs those of the named Debian packages that are not installed yet (with
# apt-get, without recommends), saying which; root, or sudo, only when one is
# missing. Usage: Tools/install-missing.sh [--for NAME] PACKAGE...
set -euo pipefail
who=install-missing
if [ "${1:-}" = --for ]; then who=$2; shift 2; fi
need=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || need+=("$pkg")
done
((${#need[@]})) || exit 0
echo "$who: installing ${need[*]}" >&2
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
