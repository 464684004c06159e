// Prints how long each Nx task of a run took, longest first, from the profile Nx writes when
// NX_PROFILE names a file (`npm test` sets it): `node tools/scripts/task-times.mjs tmp/nx-profile.json`.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'tmp/nx-profile.json';
if (!existsSync(file)) {
  console.log(`No Nx profile at ${file}: the run ended before Nx wrote it.`);
  process.exit(0);
}
const tasks = JSON.parse(readFileSync(file, 'utf8')).filter((event) => event.ph === 'X');
if (tasks.length === 0) process.exit(0);
const first = Math.min(...tasks.map((task) => task.ts));
const last = Math.max(...tasks.map((task) => task.ts + task.dur));
const seconds = (microseconds) => (microseconds / 1e6).toFixed(0).padStart(5);
console.log('\nTask times (s: start after the first task, duration), longest first:');
for (const task of [...tasks].sort((a, b) => b.dur - a.dur)) {
  console.log(`  ${seconds(task.ts - first)} ${seconds(task.dur)}  ${task.args.status.padEnd(12)} ${task.name}`);
}
console.log(`  ${seconds(last - first)} s from the first task's start to the last one's end`);
