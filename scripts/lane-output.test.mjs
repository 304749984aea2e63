import { describe, expect, it } from 'vitest';
import { laneOutput } from './lane-output.mjs';

const sink = () => {
  const written = [];
  return { written, stream: { write: (text) => written.push(text) } };
};

describe("a lane's output", () => {
  it('prefixes every line, joins lines split across chunks, and keeps the last 60 for a failure report', () => {
    const out = sink();
    const err = sink();
    const io = laneOutput('browser', { stdout: out.stream, stderr: err.stream });
    io.out.write('first li');
    io.out.write('ne\nsecond\n');
    io.err.write('an error');
    io.err.flush();
    expect(out.written).toEqual(['[browser] first line\n', '[browser] second\n']);
    expect(err.written).toEqual(['[browser] an error\n']);
    expect(io.takeTail()).toEqual(['first line', 'second', 'an error']);
    // Taken: the next step starts with nothing kept.
    expect(io.takeTail()).toEqual([]);

    for (let i = 1; i <= 100; i += 1) io.out.write(`line ${i}\n`);
    const tail = io.takeTail();
    expect(tail).toHaveLength(60);
    expect(tail[0]).toBe('line 41');
    expect(tail.at(-1)).toBe('line 100');
  });
});
