// What every benchmark reads and prints the same way: `--name value` flags and the load
// average (the machine has 2 cores shared with other work: a figure means little without it).
import { loadavg } from 'node:os';

/** The text after `--name` on the command line, or `fallback`. */
export function argText(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** The number after `--name` on the command line, or `fallback`. */
export const argNumber = (name, fallback) => Number(argText(name, fallback));

/** Whether the bare flag `--name` is on the command line. */
export const hasFlag = (name) => process.argv.includes(`--${name}`);

/** The 1, 5 and 15 minute load averages, as `6.65 2.53 1.12`. */
export const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');
