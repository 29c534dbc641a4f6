#!/usr/bin/env bash
# Measures the 16-bit dither candidates against the 24-bit PNG (see compare.py):
# both charts at 480x320 and 800x480. Installs numpy and Pillow from PyPI into
# a venv under .build/. Arguments go to compare.py (--check, --charts, --sizes).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/dither-compare-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import PIL, numpy' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q Pillow numpy
fi
swift build -c release --product rasterchart >&2
exec "$venv/bin/python" Benchmarks/dither-compare/compare.py --rasterchart .build/release/rasterchart "$@"
