"""The peer benchmark: rasterchart against matplotlib, pycairo and skia-python,
same scenes, same data, same sizes, same run. Run through run.sh (it builds and
makes the venv). Prints every measurement, then the ratios the targets use.

Per scene and size: drawing the mid-animation frame (median CPU ms; rasterchart's
from rasterchart-bench), the whole GIF as a process (median wall time of
--gif-runs runs, and its CPU time, user + system) and that process's peak memory
(ru_maxrss, via wait4). A peer whose GIF would take more than --gif-budget CPU
seconds (estimated from its frame time) is not run for the GIF, and one whose GIF
takes more than a third of that runs once: the table says so.
Images go to .build/peers/out: each tool's mid frame (PNG) and GIF. With --json
FILE the same numbers are also written there (for Benchmarks/performance-page.py):
seconds, milliseconds and bytes; a peer not run is null.
"""

import argparse
import importlib.metadata
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

from scenes import frame_times

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = os.path.join(ROOT, ".build", "release")
OUT = os.path.join(ROOT, ".build", "peers", "out")
DATA = os.environ.get("PEERS_DATA", os.path.join(ROOT, ".build", "peers", "data"))
PEERS = ["matplotlib", "cairo", "skia"]


def timed_process(argv):
    """(wall seconds, CPU seconds, peak RSS bytes) of one run of argv; raises on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(argv), proc.stderr.read().decode()))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def gif_numbers(argv, runs):
    """Median wall s, median CPU s, largest peak RSS bytes."""
    results = [timed_process(argv) for _ in range(runs)]
    return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results), max(r[2] for r in results)


def rasterchart_frames():
    """Median ms of every chart frame scene, from one rasterchart-bench run."""
    text = subprocess.run(
        [os.path.join(BIN, "rasterchart-bench"), "--filter", "-frame-", "--json"], check=True, capture_output=True, text=True
    ).stdout
    medians = {}
    for scene in json.loads(text)["scenes"]:
        m = re.match(r"^(bars|line)-frame-(\d+x\d+)$", scene["name"])
        if m:
            medians[(m.group(1), m.group(2))] = scene["median_ms"]
    return medians


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="480x320,800x480,1920x1080")
    parser.add_argument("--scenes", default="bars,line")
    parser.add_argument("--gif-runs", type=int, default=3)
    parser.add_argument("--gif-budget", type=float, default=90, help="CPU seconds a peer's GIF may take")
    parser.add_argument("--json", metavar="FILE", help="also write the numbers to FILE as JSON")
    args = parser.parse_args()
    sizes, scenes = args.sizes.split(","), args.scenes.split(",")
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(DATA, exist_ok=True)
    subprocess.run([os.path.join(BIN, "peer-data"), DATA], check=True)
    load = os.getloadavg()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print("peer benchmark, %s, load %.2f %.2f %.2f, %d cores" % (started, *load, os.cpu_count()))
    frames = rasterchart_frames()
    rows = []
    for scene in scenes:
        for size in sizes:
            row = {"scene": scene, "size": size, "frame": {}, "gif": {}, "cpu": {}, "rss": {}, "runs": {}}
            row["frame"]["rasterchart"] = frames.get((scene, size), float("nan"))
            duration = 1.4 if scene == "bars" else 2.2
            subprocess.run(
                [os.path.join(BIN, "rasterchart"), scene, "--size", size, "--time", str(duration / 2),
                 "--png", os.path.join(OUT, "%s-%s-rasterchart.png" % (scene, size)), "--quiet"], check=True)
            gif = os.path.join(OUT, "%s-%s-rasterchart.gif" % (scene, size))
            row["gif"]["rasterchart"], row["cpu"]["rasterchart"], row["rss"]["rasterchart"] = gif_numbers(
                [os.path.join(BIN, "rasterchart"), scene, "--size", size, "--gif", gif, "--quiet"], args.gif_runs)
            row["runs"]["rasterchart"] = args.gif_runs
            for peer in PEERS:
                base = [sys.executable, os.path.join(HERE, "peer.py"), peer, scene, size]
                png = os.path.join(OUT, "%s-%s-%s.png" % (scene, size, peer))
                result = subprocess.run(base + ["frame", png, DATA], check=True, capture_output=True, text=True)
                row["frame"][peer] = json.loads(result.stdout.strip().splitlines()[-1])["median_ms"]
                estimate = row["frame"][peer] / 1000 * len(frame_times(duration))
                if estimate > args.gif_budget:
                    row["gif"][peer] = row["cpu"][peer] = row["rss"][peer] = float("nan")
                    row["runs"][peer] = 0
                    continue
                runs = args.gif_runs if estimate < args.gif_budget / 3 else 1
                row["runs"][peer] = runs
                gif = os.path.join(OUT, "%s-%s-%s.gif" % (scene, size, peer))
                row["gif"][peer], row["cpu"][peer], row["rss"][peer] = gif_numbers(base + ["gif", gif, DATA], runs)
            rows.append(row)
            print_row(row)
            sys.stdout.flush()
    print()
    print_ratios(rows)
    print("\nimages: %s" % OUT)
    if args.json:
        write_json(args, rows, started, load)


def write_json(args, rows, started, load_at_start):
    """The rows as JSON: NaN (a peer not run) becomes null."""
    def clean(value):
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items()}
        return None if isinstance(value, float) and value != value else value
    versions = {}
    for package in ("matplotlib", "pycairo", "skia-python", "Pillow", "numpy", "scipy"):
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            versions[package] = None
    result = {
        "started": started, "finished": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_at_start": list(load_at_start), "load_at_end": list(os.getloadavg()),
        "gif_runs": args.gif_runs, "gif_budget_s": args.gif_budget, "versions": versions,
        "python": platform.python_version(),
        "rows": [clean(row) for row in rows],
    }
    with open(args.json, "w") as f:
        json.dump(result, f, indent=1)


def print_row(row):
    tools = ["rasterchart"] + PEERS
    print("\n%s %s" % (row["scene"], row["size"]))
    print("  %-12s %12s %10s %10s %10s" % ("", "frame ms", "GIF s", "GIF CPU s", "peak MB"))
    for tool in tools:
        print("  %-12s %12.3f %10.3f %10.3f %10.1f" % (
            tool, row["frame"][tool], row["gif"][tool], row["cpu"][tool], row["rss"][tool] / 1e6))


def print_ratios(rows):
    """How many times faster (lighter) rasterchart is than the best peer at each."""
    print("ratios: best peer / rasterchart (higher is better for rasterchart); memory: rasterchart / lightest peer")
    print("%-6s %-10s %22s %22s %22s %22s" % (
        "scene", "size", "frame (best peer)", "GIF wall (best peer)", "GIF CPU (best peer)", "peak memory"))
    for row in rows:
        cells = []
        for key in ("frame", "gif", "cpu"):
            ran = [p for p in PEERS if row[key][p] == row[key][p]]
            if not ran:
                cells.append("%22s" % "peers not run")
                continue
            best = min(ran, key=lambda p: row[key][p])
            cells.append("%8.1f× (%s)" % (row[key][best] / row[key]["rasterchart"], best))
        ran = [p for p in PEERS if row["rss"][p] == row["rss"][p]]
        if ran:
            lightest = min(ran, key=lambda p: row["rss"][p])
            cells.append("%8.2f× (%s)" % (row["rss"]["rasterchart"] / row["rss"][lightest], lightest))
        else:
            cells.append("%22s" % "peers not run")
        print("%-6s %-10s %22s %22s %22s %22s" % (row["scene"], row["size"], *cells))


if __name__ == "__main__":
    main()
