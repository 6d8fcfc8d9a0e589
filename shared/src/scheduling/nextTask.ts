/**
 * Resolves in the next task of the event loop, so that the work after it runs once the browser has painted and
 * handled input. A message rather than a timer: a timer waits a second in a tab in the background. Where there is no
 * MessageChannel (jsdom), a timer.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
