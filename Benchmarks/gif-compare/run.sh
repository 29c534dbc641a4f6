#!/usr/bin/env bash
# The GIF encoders compared: ours against Pillow (as matplotlib's PillowWriter
# calls it) and ffmpeg (palettegen + paletteuse), on the same frames, both scenes,
# three sizes. Installs what it needs: ffmpeg from Debian, Pillow and numpy from
# PyPI into a venv under .build/. Arguments go to compare.py (--sizes, --scenes,
# --work, --markdown).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v ffmpeg >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null
fi
venv=.build/gif-compare-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import PIL, numpy' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q Pillow numpy
fi
swift build -c release --product gif-bench >&2
exec "$venv/bin/python" Benchmarks/gif-compare/compare.py --bench .build/release/gif-bench "$@"
