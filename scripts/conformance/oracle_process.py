"""XLA as an oracle in a child process, for differential.py and verify_oracle.py.

XLA aborts its whole process on a failed CHECK, which some malformed modules
reach. So each script runs its oracle function in a child: the script itself
started with --oracle-worker, reading one JSON-encoded text per line and
writing one JSON reply per line. When the child dies, the input it was given
is answered with the script's crash reply and the next input starts a fresh
child.
"""

import json
import os
import subprocess
import sys

WORKER_FLAG = "--oracle-worker"


class OracleProcess:
    """Asks `script --oracle-worker` about one text at a time."""

    def __init__(self, script, crash_reply):
        self.script = os.path.abspath(script)
        self.crash_reply = crash_reply
        self.proc = None

    def ask(self, text):
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                [sys.executable, self.script, WORKER_FLAG],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, text=True)
        try:
            self.proc.stdin.write(json.dumps(text) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:
            self.proc = None
            return dict(self.crash_reply)
        return json.loads(line)


def serve_if_worker(oracle_one):
    """In the child (argv is exactly --oracle-worker): answers every request
    on stdin with oracle_one and exits. Otherwise returns at once."""
    if sys.argv[1:] != [WORKER_FLAG]:
        return
    for line in sys.stdin:
        sys.stdout.write(json.dumps(oracle_one(json.loads(line))) + "\n")
        sys.stdout.flush()
    sys.exit(0)
