"""Drives a command in a pseudo-terminal, as a person at a keyboard would.

Reads a JSON script on stdin: {"argv": [...], "cwd": "...", "env": {...}, "timeout": s, "columns": n, "rows": n, "steps": [...]}
(the terminal is 140 by 50 unless said).
Each step is {"expect": regex} (waits until the regex matches the output printed since the previous
match, colours and cursor moves stripped), {"send": text} (types it), {"append": [path, text]}
(changes a file meanwhile), or {"close": true} (closes the terminal, as a closed window does). Prints JSON: exit code, the stripped transcript, and the step that timed out.
"""
import fcntl, json, os, pty, re, select, signal, struct, sys, termios, time

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[=>]")

def main():
    script = json.load(sys.stdin)
    timeout = script.get("timeout", 20)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(script["cwd"])
        os.execve(script["argv"][0], script["argv"], script["env"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", script.get("rows", 50), script.get("columns", 140), 0, 0))
    raw, seen, failed, closed = b"", 0, None, False

    def text():
        return ANSI.sub("", raw.decode("utf-8", "replace")).replace("\r", "")

    def pump(wait):
        nonlocal raw
        if closed:
            time.sleep(wait)
            return False
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return True
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        raw += chunk
        return True

    for index, step in enumerate(script["steps"]):
        if "send" in step:
            time.sleep(0.05)
            os.write(fd, step["send"].encode("utf-8"))
        elif "close" in step:
            os.close(fd)
            closed = True
        elif "append" in step:
            path, extra = step["append"]
            with open(path, "a", encoding="utf-8") as f:
                f.write(extra)
        else:
            pattern, deadline = re.compile(step["expect"]), time.time() + timeout
            while True:
                match = pattern.search(text(), seen)
                if match:
                    seen = match.end()
                    break
                if time.time() > deadline or not pump(0.1):
                    failed = {"index": index, "expect": step["expect"]}
                    break
            if failed:
                break
    deadline = time.time() + (1 if failed else timeout)
    code = None
    while code is None:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
        elif time.time() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            code = -9
        else:
            pump(0.05)
    while not closed and pump(0.05) and select.select([fd], [], [], 0)[0]:
        pass
    print(json.dumps({"code": code, "transcript": text(), "raw": raw.decode("utf-8", "replace"), "failed": failed}))

main()
