// Records animation-frame times in a Chromium page (playwright-core), for the scripts that check a
// screen keeps 60 fps on a phone-class CPU. 60 fps is 16.7 ms a frame; over 20 ms is a visible drop.
export const SLOW_FRAME_MS = 20;

/** Phone-class CPU: Chromium's CPU throttling at 4x slower than this machine. */
export async function throttleCpu(context, page, rate = 4) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Starts counting the time between animation frames in the page. */
export function startFrames(page) {
  return page.evaluate(() => {
    const recorder = { deltas: [], on: true, last: null };
    window.__frames = recorder;
    const tick = (now) => {
      if (recorder.last !== null) recorder.deltas.push(now - recorder.last);
      recorder.last = now;
      if (recorder.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops counting and gives back the frame times (ms) recorded since startFrames. */
export function stopFrames(page) {
  return page.evaluate(() => {
    window.__frames.on = false;
    return window.__frames.deltas;
  });
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** One line: how many frames, the share over SLOW_FRAME_MS, the median, 95th percentile and worst. */
export function describeFrames(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const slow = frames.filter((delta) => delta > SLOW_FRAME_MS).length;
  const share = frames.length ? (100 * slow) / frames.length : 0;
  return (
    `${frames.length} frames: ${share.toFixed(1)}% over ${SLOW_FRAME_MS} ms; median ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
    `p95 ${percentile(sorted, 0.95).toFixed(1)} ms, worst ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`
  );
}
