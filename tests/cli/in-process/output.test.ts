/**
 * src/cli/output.ts: a file or pipe written with writeSync (a full pipe waited for, a closed one dropped quietly), a
 * terminal through Node's streams. writeSync is replaced through node:module's syncBuiltinESMExports (no vi.mock).
 */
import fs, { closeSync, openSync, readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOutput, forgetOutputFailures, isTerminal, outputFailures, streamOutput } from '../../../src/cli/output.js';
import { tempTree } from '../../helpers/cli.js';

const realWriteSync = fs.writeSync;
const opened: number[] = [];
afterEach(() => {
  fs.writeSync = realWriteSync;
  syncBuiltinESMExports();
  for (const fd of opened.splice(0)) closeSync(fd);
});

const open = (file: string, flags = 'r'): number => {
  const fd = openSync(file, flags);
  opened.push(fd);
  return fd;
};

const errno = (code: string) => Object.assign(new Error(code), { code });

/** writeSync replaced: each call gets the next answer (a byte count to write that many, or an error to throw). */
function scriptedWrites(answers: (number | Error)[]) {
  const calls: string[] = [];
  fs.writeSync = ((_fd: number, data: Uint8Array) => {
    calls.push(Buffer.from(data).toString('utf8'));
    const answer = answers.shift() ?? data.length;
    if (answer instanceof Error) throw answer;
    return Math.min(answer, data.length);
  }) as typeof fs.writeSync;
  syncBuiltinESMExports();
  return calls;
}

describe('fileOutput', () => {
  it('is no terminal and tells no width', () => {
    const output = fileOutput(1);
    expect({ isTTY: output.isTTY, columns: output.columns }).toEqual({ isTTY: false, columns: undefined });
  });

  it('writes text and bytes to the file', () => {
    const file = path.join(tempTree(), 'out.txt');
    const output = fileOutput(open(file, 'w'));
    output.write('épée ');
    output.write(new TextEncoder().encode('⚔\n'));
    output.write('');
    expect(readFileSync(file, 'utf8')).toBe('épée ⚔\n');
  });

  it('a short write: the rest is written next', () => {
    const calls = scriptedWrites([2, 1]);
    fileOutput(99).write('abcdef');
    expect(calls).toEqual(['abcdef', 'cdef', 'def']);
  });

  it('nothing to write: writeSync is not called', () => {
    const calls = scriptedWrites([]);
    fileOutput(99).write('');
    fileOutput(99).write(new Uint8Array());
    expect(calls).toEqual([]);
  });

  it('a full non-blocking pipe (EAGAIN): waited for, then written', () => {
    const calls = scriptedWrites([errno('EAGAIN'), errno('EAGAIN')]);
    fileOutput(99).write('abc');
    expect(calls).toEqual(['abc', 'abc', 'abc']);
  });

  it.each(['EPIPE', 'ERR_STREAM_DESTROYED'])('a reader gone (%s): the rest and every later write dropped quietly', (code) => {
    const calls = scriptedWrites([1, errno(code)]);
    const output = fileOutput(99);
    output.write('abc');
    output.write('def');
    expect(calls).toEqual(['abc', 'bc']);
  });

  it('any other failure is recorded, never thrown: the rest is dropped, the command exits 2 (issue 36)', () => {
    const before = outputFailures().length;
    const writes = scriptedWrites([errno('ENOSPC')]);
    const output = fileOutput(99);
    expect(() => output.write('abc')).not.toThrow();
    output.write('more');
    expect(writes).toHaveLength(1);
    scriptedWrites([new Error('no code')]);
    expect(() => fileOutput(99).write('abc')).not.toThrow();
    expect(outputFailures().slice(before).map((f) => [f.fd, (f.cause as NodeJS.ErrnoException).code])).toEqual([
      [99, 'ENOSPC'],
      [99, undefined],
    ]);
  });

  it('a closed descriptor: recorded as EBADF', () => {
    const before = outputFailures().length;
    const fd = openSync(path.join(tempTree(), 'x'), 'w');
    closeSync(fd);
    expect(() => fileOutput(fd).write('abc')).not.toThrow();
    expect(outputFailures().slice(before).map((f) => (f.cause as NodeJS.ErrnoException).code)).toEqual(['EBADF']);
  });

  it('the failures recorded are forgotten for the next command run in the same process (tests run several)', () => {
    scriptedWrites([errno('EIO')]);
    fileOutput(99).write('abc');
    expect(outputFailures().length).toBeGreaterThan(0);
    forgetOutputFailures();
    expect(outputFailures()).toEqual([]);
  });
});

describe('streamOutput', () => {
  function fakeStream(columns?: number) {
    const stream = Object.assign(new EventEmitter(), { columns, written: [] as unknown[], write: (data: unknown) => void stream.written.push(data) });
    let made = 0;
    const output = streamOutput(() => {
      made++;
      return stream as unknown as NodeJS.WriteStream;
    });
    return { stream, output, made: () => made };
  }

  it('a terminal: its columns and its stream, opened only when used', () => {
    const { stream, output, made } = fakeStream(132);
    expect(output.isTTY).toBe(true);
    expect(made()).toBe(0);
    expect(output.columns).toBe(132);
    output.write('a');
    output.write(new Uint8Array([98]));
    expect(stream.written).toEqual(['a', new Uint8Array([98])]);
    expect(made()).toBe(3);
    expect(fakeStream(undefined).output.columns).toBeUndefined();
  });

  it('listens for errors once: a closed pipe is quiet, any other error recorded (exit 2)', () => {
    const { stream, output } = fakeStream();
    output.write('a');
    output.write('b');
    expect(stream.listenerCount('error')).toBe(1);
    expect(() => stream.emit('error', errno('EPIPE'))).not.toThrow();
    expect(() => stream.emit('error', errno('ERR_STREAM_DESTROYED'))).not.toThrow();
    const before = outputFailures().length;
    expect(() => stream.emit('error', errno('EIO'))).not.toThrow();
    expect(() => stream.emit('error', null)).not.toThrow();
    expect(outputFailures().slice(before)).toHaveLength(2);
  });
});

describe('isTerminal', () => {
  it('a terminal: a character device that is one', () => {
    expect(isTerminal(open('/dev/ptmx', 'r+'))).toBe(true);
  });

  it('no terminal: a file, /dev/null, another character device, a descriptor that is not open', () => {
    expect(isTerminal(open(path.join(tempTree({ f: 'x' }), 'f')))).toBe(false);
    expect(isTerminal(open('/dev/null'))).toBe(false);
    expect(isTerminal(open('/dev/zero'))).toBe(false);
    expect(isTerminal(99999)).toBe(false);
  });
});
