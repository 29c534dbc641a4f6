#!/usr/bin/env python3
"""Measures rasterchart and regenerates docs/performance.md.

  python3 Benchmarks/performance-page.py                  frames, scenes, memory (about 5 minutes)
  python3 Benchmarks/performance-page.py --all            every section, peers and gif included (about an hour)
  python3 Benchmarks/performance-page.py --only peers,gif those sections only
  python3 Benchmarks/performance-page.py --render         no measuring: the page again from the stored results

Sections: frames (rasterchart-bench's chart frames, repeated), scenes (every
rasterchart-bench scene once), memory (peak RSS of GIF runs), callgrind
(Benchmarks/callgrind/check.sh), gif (Benchmarks/gif-compare/run.sh: ffmpeg and
Pillow), peers (Benchmarks/peers/run.sh: matplotlib, pycairo, skia-python). The
last three are slow and run only when named or with --all.

Each section's numbers and stamp (date, commit, machine, load, Swift, build) are
kept in docs/performance/results.json; a section not re-run keeps its numbers and
stamp, and the whole page is written again from that file. Python 3 standard
library only: the benchmarks it calls make their own venvs.
"""

import argparse
import datetime
import json
import math
import os
import platform
import re
import statistics
import textwrap
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "docs", "performance.md")
RESULTS = os.path.join(ROOT, "docs", "performance", "results.json")
BIN = os.path.join(ROOT, ".build", "release")
SECTIONS = ["frames", "scenes", "memory", "callgrind", "gif", "peers"]
DEFAULT = ["frames", "scenes", "memory"]
CHARTS = ["bars", "line"]
SIZES = ["480x320", "800x480", "1920x1080"]
CHART_SIZES = [(chart, size) for chart in CHARTS for size in SIZES]
PEERS = [("matplotlib", "matplotlib"), ("cairo", "pycairo"), ("skia", "skia-python")]
SCRIPT = "python3 Benchmarks/performance-page.py"


# Running things


def sh(argv, **kwargs):
    """stdout of argv, which must succeed; its stderr passes through."""
    return subprocess.run(argv, cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True, **kwargs).stdout


def say(message):
    print("performance-page: " + message, file=sys.stderr, flush=True)


def build(*products):
    for product in products:
        say("building %s (release)" % product)
        sh(["swift", "build", "-c", "release", "--product", product])


def now():
    return datetime.datetime.now(datetime.timezone.utc)


def stamp_start():
    """What the numbers were measured on, taken when a section starts."""
    model = "unknown CPU"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    # The measured code: this script and the docs only format the figures.
    dirty = sh(["git", "status", "--porcelain", "--", "Sources", "Benchmarks", "Package.swift",
                ":(exclude)*.md", ":(exclude)Benchmarks/performance-page.py"]).strip()
    return {
        "started": now().strftime("%Y-%m-%d %H:%M"),
        "commit": sh(["git", "rev-parse", "--short=10", "HEAD"]).strip(),
        "uncommitted": bool(dirty),
        "cpu": model,
        "cores": os.cpu_count(),
        "load_start": [round(v, 2) for v in os.getloadavg()],
        "swift": swift_version(),
        "build": "release (swift build -c release), portable x86-64 baseline",
        "os": platform.platform(),
    }


def swift_version():
    first = sh(["swift", "--version"], stderr=subprocess.STDOUT).splitlines()[0]
    m = re.search(r"Swift version (\S+)", first)
    return "Swift " + m.group(1) if m else first.strip()


def stamp_end(stamp):
    stamp["finished"] = now().strftime("%Y-%m-%d %H:%M")
    stamp["load_end"] = [round(v, 2) for v in os.getloadavg()]
    return stamp


def peak_rss(argv):
    """(wall s, peak RSS KiB) of one run of argv, which must succeed."""
    start = now()
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit("performance-page: %s failed: %s" % (" ".join(argv), proc.stderr.read().decode()))
    return (now() - start).total_seconds(), usage.ru_maxrss


# Measuring, one function per section


def bench_json(*arguments):
    return json.loads(sh([os.path.join(BIN, "rasterchart-bench"), "--json", *arguments]))


def measure_frames(args):
    build("rasterchart-bench")
    runs = []
    for k in range(args.repeats):
        say("frames: rasterchart-bench --filter -frame- --json, run %d of %d" % (k + 1, args.repeats))
        runs.append(bench_json("--filter", "-frame-"))
    return {"repeats": args.repeats, "c_compiler": runs[0]["c_compiler"], "runs": [r["scenes"] for r in runs]}


def measure_scenes(args):
    build("rasterchart-bench")
    say("scenes: rasterchart-bench --json (every scene)")
    result = bench_json()
    return {"c_compiler": result["c_compiler"], "scenes": result["scenes"], "peak_memory_bytes": result["peak_memory_bytes"]}


def measure_memory(args):
    build("rasterchart", "gif-bench")
    out = tempfile.mkdtemp(prefix="performance-page-")
    rows = []

    def record(tool, chart, size, extra, argv):
        peaks, walls = [], []
        for _ in range(args.memory_runs):
            wall, peak = peak_rss(argv)
            walls.append(wall)
            peaks.append(peak)
        rows.append({"tool": tool, "chart": chart, "size": size, "extra": extra, "peak_kib": peaks, "wall_s": walls})
        say("memory: %s %s %s %s: %s KiB" % (tool, chart, size, " ".join(extra), peaks))

    for chart, size in CHART_SIZES:
        gif = os.path.join(out, "%s-%s.gif" % (chart, size))
        record("rasterchart", chart, size, [], [os.path.join(BIN, "rasterchart"), chart, "--size", size, "--gif", gif, "--quiet"])
        record("gif-bench", chart, size, [], [os.path.join(BIN, "gif-bench"), chart, size, "--gif", gif])
    long_run = ["--fps", "50", "--duration", "20", "--hold", "40"]
    gif = os.path.join(out, "long.gif")
    record("rasterchart", "line", "1920x1080", long_run,
           [os.path.join(BIN, "rasterchart"), "line", "--size", "1920x1080", *long_run, "--gif", gif, "--quiet"])
    return {"workers": min(4, os.cpu_count() or 1), "rows": rows}


def measure_callgrind(args):
    say("callgrind: Benchmarks/callgrind/check.sh")
    proc = subprocess.run(["sh", "Benchmarks/callgrind/check.sh"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    rows = []
    for line in proc.stdout.splitlines()[1:]:
        parts = line.split()
        if len(parts) >= 4 and parts[1].isdigit() and parts[2].isdigit():
            rows.append({"scene": parts[0], "baseline": int(parts[1]), "now": int(parts[2]), "verdict": " ".join(parts[4:])})
    if not rows:
        raise SystemExit("performance-page: check.sh printed no counts:\n" + proc.stdout)
    valgrind = subprocess.run(["valgrind", "--version"], stdout=subprocess.PIPE, text=True).stdout.strip()
    return {"valgrind": valgrind, "status": proc.returncode, "rows": rows}


def measure_gif(args):
    say("gif: Benchmarks/gif-compare/run.sh (minutes)")
    path = os.path.join(tempfile.mkdtemp(prefix="performance-page-"), "gif.json")
    subprocess.run(["bash", "Benchmarks/gif-compare/run.sh", "--json", path], cwd=ROOT, check=True, stdout=sys.stderr)
    with open(path) as f:
        data = json.load(f)
    data["giflib"] = sh(["dpkg-query", "-W", "-f", "${Version}", "libgif7"]).strip()
    return data


def measure_peers(args):
    say("peers: Benchmarks/peers/run.sh --gif-budget %g (20-50 minutes)" % args.gif_budget)
    path = os.path.join(tempfile.mkdtemp(prefix="performance-page-"), "peers.json")
    subprocess.run(["sh", "Benchmarks/peers/run.sh", "--gif-budget", "%g" % args.gif_budget, "--json", path],
                   cwd=ROOT, check=True, stdout=sys.stderr)
    with open(path) as f:
        return json.load(f)


MEASURE = {"frames": measure_frames, "scenes": measure_scenes, "memory": measure_memory,
           "callgrind": measure_callgrind, "gif": measure_gif, "peers": measure_peers}


# Formatting numbers


def thousands(n):
    return "{:,}".format(int(round(n)))


def ms(v):
    if v is None:
        return "–"
    if v < 1:
        return "%.3f" % v
    if v < 10:
        return "%.2f" % v
    if v < 100:
        return "%.1f" % v
    return thousands(v)


def secs(v):
    return ms(v)


def times(v):
    """A ratio: 0.49×, 7.5×, 31.6×, 612×."""
    return "–" if v is None or v != v else number(v) + "×"


def number(v):
    if v < 1:
        return "%.2f" % v
    if v < 100:
        return "%.1f" % v
    return thousands(v)


def span(low, high):
    """A range of ratios: 3.6–3.8×."""
    return "%s–%s×" % (number(low), number(high))


def plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def megabytes(kib):
    return "%.1f" % (kib * 1024 / 1e6)


def size_label(size):
    return size.replace("x", "×")


def load_text(values):
    return " / ".join("%.1f" % v for v in values)


def stamp_text(stamp):
    started, finished = stamp["started"], stamp.get("finished", stamp["started"])
    if finished == started:
        when = started + " UTC"
    else:
        when = started + "–" + (finished[11:] if finished[:10] == started[:10] else finished) + " UTC"
    commit = "`%s`%s" % (stamp["commit"], " with uncommitted changes" if stamp["uncommitted"] else "")
    return ("*Measured %s on commit %s; %s, %d cores; load average %s at the start, %s at the end (1 / 5 / 15 min); "
            "%s; %s.*" % (when, commit, stamp["cpu"], stamp["cores"], load_text(stamp["load_start"]),
                          load_text(stamp["load_end"]), stamp["swift"], stamp["build"]))


def table(header, rows, align=None):
    align = align or ["---"] * len(header)
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def not_measured(name):
    return "Not measured yet: `%s --only %s`.\n" % (SCRIPT, name)


# What the sections' numbers say


def frame_summary(frames):
    """{(chart, size): (median ms, low, high, ratio median, ratio low, ratio high, runs)} over the repeats."""
    out = {}
    for chart, size in CHART_SIZES:
        name = "%s-frame-%s" % (chart, size)
        found = [s for run in frames["runs"] for s in run if s["name"] == name]
        if not found:
            continue
        medians = [s["median_ms"] for s in found]
        ratios = [s["ratio"] for s in found if s["ratio"] is not None]
        out[(chart, size)] = (statistics.median(medians), min(medians), max(medians),
                              statistics.median(ratios), min(ratios), max(ratios), found[0]["baseline"])
    return out


def baseline_summary(frames):
    out = {}
    for run in frames["runs"]:
        for s in run:
            if s["name"].startswith("c-memset"):
                out.setdefault(s["name"], []).append(s["median_ms"])
    return {name: statistics.median(v) for name, v in out.items()}


def peer_rows(peers):
    return {(row["scene"], row["size"]): row for row in peers["rows"]}


def gif_rows(gif):
    return {(row["scene"], row["size"], row["encoder"]): row for row in gif["rows"]}


def memory_rule(memory):
    """(A MB, B bytes a pixel): B the steepest growth with the frame among the charts' default runs,
    A the least that makes peak RSS <= A + B·pixels hold for every rasterchart run measured."""
    points = [(pixels(row["size"]), statistics.median(row["peak_kib"]) * 1024)
              for row in memory["rows"] if row["tool"] == "rasterchart"]
    slopes = []
    for chart in CHARTS:
        chart_points = [(pixels(row["size"]), statistics.median(row["peak_kib"]) * 1024)
                        for row in memory["rows"] if row["tool"] == "rasterchart" and not row["extra"] and row["chart"] == chart]
        slopes.append(fit(chart_points)[1])
    slope = math.ceil(max(slopes))
    intercept = math.ceil(max(b - slope * px for px, b in points) / 1e6)
    return intercept, slope


def fit(points):
    """Least-squares (intercept, slope) of y over x."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    slope = sum((x - mx) * (y - my) for x, y in points) / sxx
    return my - slope * mx, slope


def pixels(size):
    w, h = (int(v) for v in size.split("x"))
    return w * h


def tool_slope(memory, tool, chart):
    points = [(pixels(row["size"]), statistics.median(row["peak_kib"]) * 1024)
              for row in memory["rows"] if row["tool"] == tool and not row["extra"] and row["chart"] == chart]
    return fit(points) if len(points) >= 2 else (None, None)


# The page


def page(results):
    parts = [HEADER, glance(results)]
    for name, render in (("frames", frames_section), ("peers", peers_section), ("gif", gif_section),
                         ("memory", memory_section), ("scenes", scenes_section), ("callgrind", callgrind_section)):
        section = results.get(name)
        parts.append(render(section["data"], section["stamp"]) if section else TITLES[name] + "\n\n" + not_measured(name))
    parts.append(FOOTER)
    return wrap("\n".join(p.rstrip() + "\n" for p in parts))


def wrap(text):
    """Long prose lines wrapped at 100 columns; tables, code, headings and comments as they are."""
    out, fence = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
        if fence or len(line) <= 100 or line.startswith(("|", "#", "<!--", "```")):
            out.append(line)
        else:
            out.append(textwrap.fill(line, 100, break_long_words=False, break_on_hyphens=False))
    return "\n".join(out)


HEADER = """# Performance

<!-- Generated by Benchmarks/performance-page.py from docs/performance/results.json: do not edit by hand. -->
*This page is generated: `%s --all` measures every section and writes it again (`--only SECTION` re-measures one, `--render` rewrites it from [the stored results](performance/results.json)). Do not edit it by hand; change the script. How each benchmark works: [Benchmarks/README.md](../Benchmarks/README.md).*

Every figure below is from one machine, stamped under each section with the date, the commit measured, the CPU, the load average at the start and end of the run, the Swift version and the build configuration. The machine is shared with other builds, so wall times move from run to run (by 30 %% and more, and a process's wall time includes its waits for a free core); the figures to trust are medians, ratios taken within one run (ours and the peer's, or a scene and its C baseline sampled in turn), CPU times, instruction counts, bytes and PSNR. How each table was measured, and the command that reproduces it, is under the table. How the charts got here, round by round: [rendering log](performance/rendering-log.md), [GIF encoder log](performance/gif-encoder-log.md), [kiosk log](performance/kiosk-log.md). How GIF output works: [GIF output](gif-output.md).
""" % SCRIPT

FOOTER = """---

*Generated by `%s`. The history of these figures (what was measured before each change, and what was tried and dropped) is in the logs under [docs/performance/](performance/rendering-log.md), not here.*
""" % SCRIPT

TITLES = {
    "frames": "## Chart frames",
    "peers": "## Against matplotlib, pycairo and skia-python",
    "gif": "## The GIF encoder against Pillow and ffmpeg",
    "memory": "## Memory",
    "scenes": "## Every rasterchart-bench scene",
    "callgrind": "## Instruction counts",
}


def glance(results):
    out = ["## At a glance", ""]
    for name, intro, render in GLANCE:
        section = results.get(name)
        out += [intro, "", render(section["data"]) if section else not_measured(name), ""]
    return "\n".join(out)


def glance_peers(data):
    rows = peer_rows(data)
    body = []
    for chart, size in CHART_SIZES:
        row = rows.get((chart, size))
        if not row:
            continue
        ours, ours_cpu = row["gif"]["rasterchart"], row["cpu"]["rasterchart"]
        cells = [chart, size_label(size), secs(ours) + " s"]
        for key, _ in PEERS:
            theirs = row["gif"].get(key)
            cells.append("not run" if theirs is None else "%s s (%s; CPU %s)" % (
                secs(theirs), times(theirs / ours), times(row["cpu"][key] / ours_cpu)))
        body.append(cells)
    return "\n".join([
        table(["chart", "size", "rasterchart"] + [label for _, label in PEERS], body, ["---", "---", "---:", "---:", "---:", "---:"]),
        "",
        "From [Against matplotlib, pycairo and skia-python](#against-matplotlib-pycairo-and-skia-python) "
        "(its stamp and command there). *not run*: the peer's GIF was estimated above the run's budget of "
        "%g CPU seconds." % data["gif_budget_s"],
    ])


def glance_gif(data):
    rows = gif_rows(data)
    body = []
    for chart, size in CHART_SIZES:
        ours, pil, ff = (rows.get((chart, size, e)) for e in ("rasterchart", "Pillow", "ffmpeg"))
        if ours and pil and ff:
            body.append([chart, size_label(size), thousands(ours["bytes"]), psnr(ours["psnr_mean"]),
                         thousands(pil["bytes"]), times(ours["bytes"] / pil["bytes"]),
                         "%s (%s per frame)" % (psnr(pil["psnr_mean"]), psnr(pil["own_mean"])),
                         thousands(ff["bytes"]), times(ours["bytes"] / ff["bytes"]), psnr(ff["psnr_mean"])])
    return "\n".join([
        table(["chart", "size", "rasterchart bytes", "PSNR dB", "Pillow bytes", "ours ÷ Pillow", "Pillow PSNR dB",
               "ffmpeg bytes", "ours ÷ ffmpeg", "ffmpeg PSNR dB"], body, ["---", "---"] + ["---:"] * 8),
        "",
        "From [The GIF encoder against Pillow and ffmpeg](#the-gif-encoder-against-pillow-and-ffmpeg). "
        "Where Pillow's GIFs are smaller, it is because each frame gets its own few-colour palette (\"per frame\": "
        "each frame against its own source frame) and they play 10 % fast (PillowWriter's 33 ms become 3 cs), "
        "hence their PSNR as shown; ours is `--gif-quality high`, the default.",
    ])


def glance_frames(data):
    summary = frame_summary(data)
    body = [[chart, size_label(size), ms(summary[chart, size][0]) + " ms", times(summary[chart, size][3])]
            for chart, size in CHART_SIZES if (chart, size) in summary]
    return "\n".join([
        table(["chart", "size", "median", "× memset"], body, ["---", "---", "---:", "---:"]),
        "",
        "From [Chart frames](#chart-frames): medians of %s of rasterchart-bench." % plural(data["repeats"], "run"),
    ])


# The GIF encoder's working planes a pixel, by its own account (Sources/GIF/GIFEncoder.swift).
ENCODER_PLANE_BYTES = 24


def glance_memory(data):
    a, b = memory_rule(data)
    return ("A `rasterchart --gif` run peaks at no more than **%d MB + %d bytes × width × height** of resident "
            "memory (the whole process, %d render workers), whatever the number of frames. Of those %d bytes a "
            "pixel, %d are the GIF encoder's working planes; the rest are the render workers' frames, the "
            "chart's cached layers and the allocator's slack. From [Memory](#memory)."
            % (a, b, data["workers"], b, ENCODER_PLANE_BYTES))


GLANCE = [
    ("peers", "**The whole GIF, wall time** (`rasterchart CHART --size WxH --gif`, against each peer's script drawing "
     "the same chart and writing its GIF, in the same run; n×: the peer took n times as long; CPU: the same "
     "ratio in CPU seconds, user + system, which the machine's load disturbs less):", glance_peers),
    ("gif", "**GIF bytes and quality** against Pillow (as matplotlib's PillowWriter calls it) and ffmpeg "
     "(`palettegen` + `paletteuse`), the same rendered frames at 30 fps; PSNR: mean over every frame as shown at "
     "its time, against the rendered frame; ours ÷ theirs: bytes:", glance_gif),
    ("frames", "**One chart frame** (the mid-animation frame drawn over the one before, as `--gif` does; CPU time "
     "of the drawing thread; ratio to a C `memset` of a frame of the same size, sampled in turn):", glance_frames),
    ("memory", "**Memory, one rule:**", glance_memory),
]


def psnr(v):
    return "exact" if v is None else "%.1f" % v


def frames_section(data, stamp):
    summary = frame_summary(data)
    body = []
    for chart, size in CHART_SIZES:
        s = summary.get((chart, size))
        if s:
            body.append([chart, size_label(size), ms(s[0]), "%s–%s" % (ms(s[1]), ms(s[2])), times(s[3]),
                         span(s[4], s[5]), "`%s`" % s[6]])
    memsets = baseline_summary(data)
    return "\n".join([
        TITLES["frames"], "", stamp_text(stamp), "",
        table(["chart", "size", "median ms", "range of medians", "× memset", "range", "baseline"], body,
              ["---", "---", "---:", "---:", "---:", "---:", "---"]),
        "",
        "C baselines (median ms): " + ", ".join("`%s` %s" % (n, ms(v)) for n, v in sorted(memsets.items())) +
        "; compiled by SwiftPM at `-O2` with %s." % data["c_compiler"],
        "",
        "How: `rasterchart-bench --filter -frame- --json`, %s one after the other. A frame scene draws "
        "the chart's mid-animation frame into a pixmap that holds the frame 1/30 s earlier, exactly as `--gif` "
        "does (background copied into the rectangle that changes, the animated part, the overlay), with the "
        "built-in data and the dark theme. Each run times up to 30 samples of each scene (CPU time of the "
        "drawing thread, after a warm-up) and samples it in turn with its memset, in blocks, so a ratio "
        "compares the two under the same load; the table gives the median over the runs of each run's median "
        "and ratio, and their range. Reproduce:" % plural(data["repeats"], "run"),
        "",
        "```sh",
        "swift run -c release rasterchart-bench --filter -frame-",
        "%s --only frames" % SCRIPT,
        "```",
    ])


def peers_section(data, stamp):
    rows = peer_rows(data)
    tools = [("rasterchart", "rasterchart")] + PEERS
    body = []
    for chart, size in CHART_SIZES:
        row = rows.get((chart, size))
        if not row:
            continue
        for key, label in tools:
            ran = row["gif"].get(key) is not None
            frame = row["frame"].get(key)
            ratio = "" if key == "rasterchart" else times(frame / row["frame"]["rasterchart"])
            gif_ratio = "" if key == "rasterchart" or not ran else times(row["gif"][key] / row["gif"]["rasterchart"])
            note = "" if key == "rasterchart" or not ran or row["runs"].get(key) == data["gif_runs"] else " (1 run)"
            body.append([chart if key == "rasterchart" else "", size_label(size) if key == "rasterchart" else "", label,
                         ms(frame), ratio,
                         secs(row["gif"][key]) + note if ran else "not run", gif_ratio,
                         secs(row["cpu"][key]) if ran else "–",
                         "%.1f" % (row["rss"][key] / 1e6) if ran else "–"])
    versions = ", ".join("%s %s" % (k, v) for k, v in data["versions"].items() if v)
    return "\n".join([
        TITLES["peers"], "", stamp_text(stamp) + " Peers: %s (Python %s)." % (versions, data["python"]), "",
        table(["chart", "size", "tool", "frame ms", "÷ ours", "GIF wall s", "÷ ours", "GIF CPU s", "peak MB"], body,
              ["---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:"]),
        "",
        "How: `Benchmarks/peers/run.sh --gif-budget %g --json FILE`. Every tool draws the same two charts from the "
        "same data (exported by `peer-data` from the built-in sets) at the same sizes: matplotlib (FuncAnimation "
        "and PillowWriter, the glow as an `agg_filter` computed with scipy), pycairo (static layers cached, the glow "
        "on one alpha plane with scipy's Gaussian filter) and skia-python (static layers cached, the glow as four "
        "chained drop-shadow filters). *Frame*: median CPU ms of drawing the mid-animation frame (ours from "
        "rasterchart-bench in the same run; a peer's until it is a Pillow image, what its GIF writer takes). "
        "*GIF*: the whole process writing the GIF, median of %s (one run where the estimate is above a third "
        "of the budget), wall and CPU (user + system) seconds and peak RSS (`wait4`). A peer GIF estimated above "
        "%g CPU seconds (frame time × frames) is not run. ÷ ours: the peer's time over ours. Every tool's mid "
        "frame and GIF are kept in `.build/peers/out` to compare by eye. Reproduce (set-up in "
        "[Benchmarks/README.md](../Benchmarks/README.md#the-peers)):" % (data["gif_budget_s"], plural(data["gif_runs"], "run"), data["gif_budget_s"]),
        "",
        "```sh",
        "Benchmarks/peers/run.sh --gif-budget %g" % data["gif_budget_s"],
        "%s --only peers" % SCRIPT,
        "```",
    ])


def gif_section(data, stamp):
    body = []
    for row in data["rows"]:
        if row["encoder"] == "render":
            body.append([row["scene"], size_label(row["size"]), "(rendering alone)", "", secs(row["seconds"]), "", "", "", "", row["frames"]])
        else:
            body.append([row["scene"], size_label(row["size"]), row["encoder"], thousands(row["bytes"]), secs(row["seconds"]),
                         psnr(row["psnr_mean"]), psnr(row["psnr_min"]), psnr(row["own_mean"]), psnr(row["own_min"]), row["frames"]])
    agree = sorted(set(data["decoders"].values()))
    all_identical = all(v.startswith("identical") for v in data["decoders"].values())
    verdict = ("Our GIFs decode identically with giflib, Pillow and ffmpeg at every size." if all_identical else
               "Decoders: " + "; ".join("%s: %s" % kv for kv in sorted(data["decoders"].items())))
    return "\n".join([
        TITLES["gif"], "",
        stamp_text(stamp) + " giflib %s, Pillow %s, %s." % (data["giflib"], data["pillow"], data["ffmpeg"]), "",
        table(["chart", "size", "encoder", "bytes", "encode s", "PSNR mean", "PSNR min", "own mean", "own min", "frames"], body,
              ["---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
        "",
        verdict,
        "",
        "How: `Benchmarks/gif-compare/run.sh --json FILE` renders both charts at %s fps with the Chart module "
        "(built-in data, dark theme) and encodes the same frames three ways: ours (`gif-bench`, lag bound %s "
        "levels and %s dB: `--gif-quality high`; render and encode timed apart in one process), Pillow as "
        "matplotlib's PillowWriter calls it (`save_all=True, loop=0`; the `save()` call timed) and ffmpeg "
        "`palettegen` + `paletteuse` (the whole process timed, PNG decoding included). Encode times are wall "
        "seconds of one run: noisy here. *PSNR mean*: the PSNR of the mean squared error over every rendered "
        "frame against the frame the GIF shows at that frame's time (decoded by Pillow; exact frames count as "
        "no error); *min*: the worst frame. *Own*: each rendered frame against the decoded frame that encodes "
        "it, counted in the encoder's own frames, which leaves timing out: PillowWriter's GIFs play 10 %% fast "
        "(33 ms per frame stored as 3 cs), ours and ffmpeg's keep time, so for them the two agree. Reproduce:"
        % (data["fps"], data["max_error"], data["psnr"]),
        "",
        "```sh",
        "Benchmarks/gif-compare/run.sh --markdown",
        "%s --only gif" % SCRIPT,
        "```",
    ])


def memory_section(data, stamp):
    a, b = memory_rule(data)
    body = []
    for row in data["rows"]:
        px = pixels(row["size"])
        peak = statistics.median(row["peak_kib"])
        what = "`%s %s --size %s%s --gif`" % (row["tool"], row["chart"], row["size"], "".join(" " + e for e in row["extra"])) \
            if row["tool"] == "rasterchart" else "`gif-bench %s %s --gif`" % (row["chart"], row["size"])
        rule = "%.1f" % ((a * 1e6 + b * px) / 1e6) if row["tool"] == "rasterchart" else ""
        body.append([what, thousands(peak), megabytes(peak), "%.1f" % (peak * 1024 / px), rule])
    slopes = []
    for tool in ("rasterchart", "gif-bench"):
        for chart in CHARTS:
            _, slope = tool_slope(data, tool, chart)
            if slope is not None:
                slopes.append("%s %s %.0f" % (tool, chart, slope))
    return "\n".join([
        TITLES["memory"], "", stamp_text(stamp), "",
        "**Rule: peak resident memory of a `rasterchart --gif` run ≤ %d MB + %d bytes × width × height**, "
        "on this machine (%d cores, so %d render workers), whatever the number of frames." % (a, b, stamp["cores"], data["workers"]),
        "",
        table(["run", "peak KiB", "peak MB", "bytes / pixel (whole process)", "rule MB"], body,
              ["---", "---:", "---:", "---:", "---:"]),
        "",
        "What the bytes a pixel measure. The table's column divides the **whole process's** peak by the "
        "pixels of one frame: at 480×320 it is mostly the fixed part (the program, the font, the chart's data "
        "and the LZW dictionary), so it falls as frames grow. The rule's %d bytes a pixel is the growth of the peak "
        "with the frame (a straight-line fit over the three sizes, rounded up; per run: %s). "
        "Within it, **%d bytes a pixel are the GIF encoder's working planes** during its second pass, by the "
        "encoder's own account (`Sources/GIF/GIFEncoder.swift`): the frame it reads, the viewer's screen and its "
        "palette indices, the last examined frame, an error plane, the colours that map no closer, two index and "
        "alternatives buffers (the image its coding thread codes and the next) and the LZW coder's packed "
        "stream. The rest is the process around it: in "
        "`rasterchart`, each render worker's two ring slots (4 bytes a pixel each) and glow scratch, the chart's "
        "cached layers, and what the allocator keeps; `gif-bench` renders on the encoder's thread, without "
        "workers, which is the difference between its rows and `rasterchart`'s. The last rasterchart row, "
        "a 20 s animation at 50 fps, shows the peak does not grow with the number of frames: the encoder "
        "streams, and no frame is kept." % (b, ", ".join(slopes), ENCODER_PLANE_BYTES),
        "",
        "How: each command run %s, the median of its peak RSS (`ru_maxrss` from `wait4`); the rule's "
        "%d MB is the least that covers every rasterchart run in the table. Reproduce one run and the section:"
        % (plural(len(data["rows"][0]["peak_kib"]), "time"), a),
        "",
        "```sh",
        "/usr/bin/time -v .build/release/rasterchart line --size 1920x1080 --gif /tmp/line.gif --quiet   # Maximum resident set size",
        "%s --only memory" % SCRIPT,
        "```",
    ])


def scenes_section(data, stamp):
    body = [["`%s`" % s["name"], ms(s["median_ms"]), ms(s["min_ms"]), thousands(s["mpx_s"]) if s["mpx_s"] else "–",
             s["runs"], "%s `%s`" % (times(s["ratio"]), s["baseline"]) if s["ratio"] is not None else ""]
            for s in data["scenes"]]
    return "\n".join([
        TITLES["scenes"], "", stamp_text(stamp), "",
        table(["scene", "median ms", "min ms", "Mpx/s", "runs", "× C baseline"], body,
              ["---", "---:", "---:", "---:", "---:", "---"]),
        "",
        "Peak memory of the whole benchmark process (every scene's frames and caches): %s MB." %
        ("%.1f" % (data["peak_memory_bytes"] / 1e6) if data["peak_memory_bytes"] else "unknown"),
        "",
        "How: one run of `rasterchart-bench --json`, every scene, CPU time of the drawing thread, up to 30 "
        "samples each after a warm-up. `c-memset` is a `memset` of the 800×480 RGBA frame, `c-source-over` a "
        "scalar C loop blending one premultiplied colour over every pixel with exact ÷255 rounding (%s, "
        "`-O2`); a scene's ratio is to the baseline it names, sampled in turn with it. Mpx/s: the pixels the "
        "scene covers ÷ its median. What each scene draws: `--save DIR` writes its image. Reproduce:" % data["c_compiler"],
        "",
        "```sh",
        "swift run -c release rasterchart-bench",
        "%s --only scenes" % SCRIPT,
        "```",
    ])


def callgrind_section(data, stamp):
    body = [["`%s`" % r["scene"], thousands(r["now"]), thousands(r["baseline"]), "%+.1f %%" % ((r["now"] - r["baseline"]) * 100 / r["baseline"])]
            for r in data["rows"]]
    return "\n".join([
        TITLES["callgrind"], "", stamp_text(stamp) + " %s." % data["valgrind"].replace("valgrind-", "Valgrind "), "",
        table(["scene", "instructions", "baseline.txt", "change"], body, ["---", "---:", "---:", "---:"]),
        "",
        "How: `Benchmarks/callgrind/check.sh` draws each scene once under callgrind and counts only the drawing "
        "(`CallgrindProbe.draw`), against [the recorded baseline](../Benchmarks/callgrind/baseline.txt); it "
        "fails when a scene costs more than 5 % above it. Instruction counts do not depend on the machine's "
        "load, so these are the figures to compare across runs and commits (they do depend on the compiler "
        "and the C library). Reproduce:",
        "",
        "```sh",
        "Benchmarks/callgrind/check.sh",
        "%s --only callgrind" % SCRIPT,
        "```",
    ])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--all", action="store_true", help="measure every section (about an hour)")
    group.add_argument("--only", metavar="SECTIONS", help="comma-separated: " + ",".join(SECTIONS))
    group.add_argument("--render", action="store_true", help="measure nothing: rewrite the page from the stored results")
    ap.add_argument("--repeats", type=int, default=3, help="frames: runs of rasterchart-bench (default 3)")
    ap.add_argument("--memory-runs", type=int, default=3, help="memory: runs of each command (default 3)")
    ap.add_argument("--gif-budget", type=float, default=180, help="peers: CPU seconds a peer's GIF may take (default 180)")
    args = ap.parse_args()
    if args.render:
        wanted = []
    elif args.all:
        wanted = SECTIONS
    elif args.only:
        wanted = [s.strip() for s in args.only.split(",") if s.strip()]
        unknown = [s for s in wanted if s not in SECTIONS]
        if unknown:
            ap.error("unknown section %s (sections: %s)" % (", ".join(unknown), ", ".join(SECTIONS)))
    else:
        wanted = DEFAULT
    results = {}
    if os.path.exists(RESULTS):
        with open(RESULTS) as f:
            results = json.load(f)
    # The slow sections first, so the fast ones' stamps are close to the page's writing.
    for name in sorted(wanted, key=lambda s: -SECTIONS.index(s)):
        stamp = stamp_start()
        data = MEASURE[name](args)
        results[name] = {"stamp": stamp_end(stamp), "data": data}
        os.makedirs(os.path.dirname(RESULTS), exist_ok=True)
        with open(RESULTS + ".tmp", "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
            f.write("\n")
        os.replace(RESULTS + ".tmp", RESULTS)
    with open(PAGE + ".tmp", "w") as f:
        f.write(page(results))
    os.replace(PAGE + ".tmp", PAGE)
    say("wrote %s" % os.path.relpath(PAGE, ROOT))


if __name__ == "__main__":
    main()
