// Runs stages one after another; within a stage its lanes side by side, each lane's commands one
// after another. A lone lane prints as it goes; side-by-side lanes print whole when the stage ends,
// in lane order, so each reads as one block. The first stage with a failing lane is the last run.
import { spawn } from 'node:child_process';

/** Runs one command; resolves with its exit code and output (printed as it comes when `live`). */
function runCommand([command, ...args], { cwd, live, timings }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: process.env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      timings.push({ command: [command, ...args].join(' '), seconds: Math.round((Date.now() - started) / 1000), ok: code === 0 });
      resolve({ code: code ?? 1, output });
    });
  });
}

async function runLane(commands, options) {
  let output = '';
  for (const command of commands) {
    const result = await runCommand(command, options);
    output += result.output;
    if (result.code !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}

/**
 * Runs `stages` ({ name, lanes: command[][] }[], a command being [program, ...args]) from `cwd`,
 * writing to `write`. Resolves with the failed stage's name (null when all passed) and each
 * command's time.
 */
export async function runStages(stages, { cwd = process.cwd(), write = (text) => process.stdout.write(text) } = {}) {
  const timings = [];
  for (const { name, lanes } of stages) {
    write(`\n=== ${name} ===\n`);
    const live = lanes.length === 1;
    const results = await Promise.all(lanes.map((commands) => runLane(commands, { cwd, live, timings })));
    for (const { output } of results) write(output);
    if (results.some(({ ok }) => !ok)) return { failed: name, timings };
  }
  return { failed: null, timings };
}
