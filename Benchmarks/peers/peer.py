"""Runs one peer on one scene at one size.

  peer.py PEER SCENE WxH frame OUT.png DATA_DIR   median CPU ms of drawing the mid-animation frame
  peer.py PEER SCENE WxH gif   OUT.gif DATA_DIR   the whole GIF (timed from outside, as a process)

PEER is matplotlib, cairo or skia. A frame is "drawn" once it is a Pillow image,
the form every peer hands to its GIF writer.
"""

import importlib
import json
import statistics
import sys
import time

from scenes import FPS, HOLD, SCENES, frame_times


def main():
    peer, scene_name, size, mode, out, data_dir = sys.argv[1:7]
    w, h = (int(v) for v in size.split("x"))
    scene = SCENES[scene_name](data_dir, w, h)
    renderer = importlib.import_module("peer_" + peer).Renderer(scene)
    times = frame_times(scene.duration)
    if mode == "frame":
        t = scene.duration / 2
        renderer.render(t)
        # CPU time, as rasterchart-bench measures: on a shared machine wall time
        # would count the other processes too.
        runs, start = [], time.process_time()
        while len(runs) < 3 or (len(runs) < 30 and time.process_time() - start < 2):
            t0 = time.process_time()
            renderer.render(t)
            runs.append((time.process_time() - t0) * 1000)
        renderer.render(t).save(out)
        print(json.dumps({"median_ms": statistics.median(runs), "runs": len(runs)}))
    elif hasattr(renderer, "write_gif"):
        renderer.write_gif(times, out)
    else:
        frames = [renderer.render(t) for t in times]
        durations = [round(1000 / FPS)] * (len(frames) - 1) + [round(HOLD * 1000)]
        frames[0].save(out, save_all=True, append_images=frames[1:], duration=durations, loop=0)


if __name__ == "__main__":
    main()
