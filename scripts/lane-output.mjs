/** The output of one lane of `npm test` (scripts/test.mjs). */

/** How many of a failed step's last lines are printed again under the summary. */
const TAIL_LINES = 60;

/**
 * A lane's output: every line of its commands is written with the lane's name in front, so two
 * lanes running at once stay readable in one CI log.
 */
export function laneOutput(name, streams = { stdout: process.stdout, stderr: process.stderr }) {
  const prefix = `[${name}] `;
  // The step's last lines, kept to be printed again under the summary when the step fails: a CI log is
  // often read from its end, and two lanes' lines interleave above it.
  const tail = [];
  const keep = (text) => {
    tail.push(text);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  const writer = (stream) => {
    let pending = '';
    return {
      write(chunk) {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const text of lines) {
          stream.write(`${prefix}${text}\n`);
          keep(text);
        }
      },
      flush() {
        if (pending) {
          stream.write(`${prefix}${pending}\n`);
          keep(pending);
        }
        pending = '';
      },
    };
  };
  return {
    prefix,
    out: writer(streams.stdout),
    err: writer(streams.stderr),
    note: (text) => streams.stdout.write(`${prefix}${text}\n`),
    /** The last lines of output since the previous call (and forgets them). */
    takeTail: () => tail.splice(0, tail.length),
  };
}
