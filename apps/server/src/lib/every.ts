/**
 * Runs `job` every `intervalMs`, never two at once (a run still going when the next is due skips that
 * turn), the first after one interval so that a restart adds no load at start-up; a failure goes to
 * `onError` and the next turn comes as usual. The timer does not keep the process alive. Returns the stop
 * function, which waits for a run in progress.
 */
export function every(
  intervalMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
