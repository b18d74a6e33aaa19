/**
 * A token bucket per socket: `ratePerSecond` events refill, at most `burst` at once. `take()` is false
 * when the socket has sent too much; `strikes` counts refusals (the caller disconnects a persistent flood).
 */
export function createBucket(ratePerSecond = 20, burst = 40) {
  let tokens = burst;
  let last = Date.now();
  let strikes = 0;
  return {
    take(): boolean {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * ratePerSecond);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      strikes++;
      return false;
    },
    get strikes() {
      return strikes;
    },
  };
}
