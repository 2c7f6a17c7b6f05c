/**
 * Resolves in a later task of the event loop (not a microtask). A burst of queries mounting
 * together then starts its requests one task each instead of in one long task: each `fetch` is a
 * few milliseconds of main thread on a phone. A MessageChannel rather than setTimeout: no 1-4 ms
 * clamp, and tests that fake timers still see their requests start.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
