// Keeps the machine's cores busy while the tests run, as other work on a shared CI machine would:
// a child process (so the tests compete with another process, not with the hunter) running one
// spinning worker thread per core. It ends with the hunter: stopBurner(), or on its own when the
// hunter's IPC channel closes (the hunter crashed or was killed).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const SPIN = 'for (;;) Math.sqrt(Math.random());';

// Run as the burner process (forked by startBurner below).
if (process.send && process.argv[2] === '--burn') {
  const threads = Number(process.argv[3]) || 1;
  for (let thread = 0; thread < threads; thread += 1) new Worker(SPIN, { eval: true });
  process.on('disconnect', () => process.exit(0));
  process.send('burning');
}

/** Starts `threads` busy threads in a process of their own; resolves once they spin. */
export function startBurner(threads) {
  if (threads <= 0) return Promise.resolve(null);
  const child = fork(fileURLToPath(import.meta.url), ['--burn', String(threads)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the CPU burner stopped at once (exit code ${code})`)));
  });
}

/** Stops the burner started by startBurner (by its own id). */
export function stopBurner(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
}
