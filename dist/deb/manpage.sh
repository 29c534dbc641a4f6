#!/usr/bin/env bash
# Prints rasterchart(1), the package's manual page, from the binary's own
# --help and --version, so the page and the options cannot drift apart.
#
# Usage: dist/deb/manpage.sh BINARY
set -euo pipefail
bin=$1
version=$("$bin" --version | awk '{ print $2 }')
date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%Y-%m-%d)
# Roff: a backslash is \e, a hyphen \-, and a line may not start with . or '.
roff() { sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\([.']\)/\\\\\&\1/"; }
cat <<PAGE
.TH RASTERCHART 1 "$date" "rasterchart $version" "User Commands"
.SH NAME
rasterchart \- animated bar and line charts as GIF, PNG or on a Linux framebuffer
.SH SYNOPSIS
.B rasterchart
.RB [ bars | line ]
.RI [ options ]
.SH OPTIONS
The text of
.BR "rasterchart \-\-help" :
.PP
.nf
PAGE
"$bin" --help | sed 1,2d | roff
cat <<'PAGE'
.fi
.SH FILES
.TP
.I /etc/default/rasterchart
The kiosk's chart, data, screen and options, read by
.BR rasterchart\-kiosk.service .
.TP
.I /usr/share/rasterchart/fetch.conf
The kiosk unit's drop-in for data fetched by a command.
.SH SEE ALSO
.BR systemctl (1),
.BR journalctl (1);
the README and docs/ of the rasterchart repository.
PAGE
