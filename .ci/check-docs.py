#!/usr/bin/env python3
"""Checks the words around the code, as CI runs them (.ci/run).

- Every relative link in every Markdown file git tracks resolves: the file
  exists, and a `#fragment` names a heading of that file (GitHub's slugs).
- README.md is a user guide: at most 400 lines, no commit hashes, no "issue N".
- Nothing in Sources/, Tests/ or the README refers to ../shared, which is not
  part of the repository.

Prints one line per problem and exits 1 if there is any.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def tracked(pattern):
    out = subprocess.run(["git", "ls-files", "-z", pattern], cwd=ROOT, capture_output=True, check=True)
    return [ROOT / name for name in out.stdout.decode().split("\0") if name]


def prose_lines(text):
    """The lines of a Markdown file outside fenced code blocks, with their numbers."""
    inside = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        names = set()
        for _, line in prose_lines(path.read_text(encoding="utf-8")):
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            names.add(base if count == 0 else f"{base}-{count}")
        cache[path] = names
    return cache[path]


def check_links(problems):
    for page in tracked("*.md"):
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            for match in LINK.finditer(line):
                target = match.group(1) or match.group(2)
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("//"):
                    continue
                where = f"{page.relative_to(ROOT)}:{number}"
                path_part, _, fragment = target.partition("#")
                file = (page.parent / path_part).resolve() if path_part else page
                if not file.exists():
                    problems.append(f"{where}: link to {target}: no such file")
                elif fragment and file.suffix == ".md" and fragment not in anchors(file):
                    problems.append(f"{where}: link to {target}: no heading #{fragment} in {file.relative_to(ROOT)}")


def check_readme(problems):
    readme = ROOT / "README.md"
    lines = readme.read_text(encoding="utf-8").splitlines()
    if len(lines) > 400:
        problems.append(f"README.md: {len(lines)} lines; a user guide has at most 400")
    for number, line in enumerate(lines, 1):
        if re.search(r"(?<![\w/.#-])[0-9a-f]{7,40}(?![\w/.-])", line) and re.search(r"[a-f]", line):
            for word in re.findall(r"(?<![\w/.#-])([0-9a-f]{7,40})(?![\w/.-])", line):
                if re.search(r"[a-f]", word) and re.search(r"[0-9]", word):
                    problems.append(f"README.md:{number}: looks like a commit hash: {word}")
        if re.search(r"\bissues? #?\d+", line, re.IGNORECASE):
            problems.append(f"README.md:{number}: cites an issue number, which a reader cannot open")


def check_shared(problems):
    files = [ROOT / "README.md"]
    for folder in ("Sources", "Tests"):
        files += tracked(f"{folder}/*")
    for file in files:
        try:
            text = file.read_text(encoding="utf-8")
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if "../shared" in line:
                problems.append(f"{file.relative_to(ROOT)}:{number}: refers to ../shared, which is not in the repository")


def main():
    problems = []
    check_links(problems)
    check_readme(problems)
    check_shared(problems)
    for problem in problems:
        print(f"check-docs: {problem}")
    if problems:
        return 1
    print("check-docs: links resolve, README is a user guide")
    return 0


if __name__ == "__main__":
    sys.exit(main())
