#!/bin/sh
# The peer benchmark: rasterchart against matplotlib, pycairo and
# skia-python on the same scenes, data and sizes, in one run. Long (minutes);
# not run in CI. Needs python3 and cairo's headers (Debian: libcairo2-dev) for
# pycairo. The venv lives in .build/peers/venv; images go to .build/peers/out.
#
#   Benchmarks/peers/run.sh [--sizes 480x320,800x480,1920x1080] [--scenes bars,line] [--gif-runs 3]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product rasterchart >/dev/null
swift build -c release --product rasterchart-bench >/dev/null
swift build -c release --product peer-data >/dev/null
venv=.build/peers/venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -c 'import matplotlib, cairo, skia, PIL, numpy, scipy' 2>/dev/null ||
    "$venv/bin/pip" install -q matplotlib pycairo skia-python Pillow numpy scipy
exec "$venv/bin/python" Benchmarks/peers/bench.py "$@"
