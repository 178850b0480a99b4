import { readFile } from 'node:fs/promises';
import { codePlace } from './code-place.ts';

/**
 * `node bench/perf-summary.ts <perf-script.txt>`: where Linux perf's CPU samples went, by thread and process (Node's
 * event loop "MainThread", its "WorkerThread"s, V8's helpers "V8Worker"; PostgreSQL's backends together; the process
 * id tells the server from the load generator), and within each thread by the package or project folder of the
 * innermost JavaScript frame, what that frame called natively (a socket write, a regular expression) counted with it.
 * Unlike `--cpu-prof`, which samples wall-clock time and so counts a thread waiting for a core as busy, perf counts
 * only time on a CPU. The input, with the server started with BENCH_NODE_ARGS=--perf-basic-prof so that JavaScript
 * frames have names:
 *   perf record -F 499 -g -a -o perf.data -- sleep 20
 *   perf script -i perf.data -F comm,pid,tid,ip,sym,dso > perf-script.txt
 */
type Sample = { thread: string; frames: string[] };

const TOP = Number(process.env.PROFILE_TOP ?? 12);
/** A thread kind, or a place within one, with a smaller share of the samples is left out of the tables. */
const MIN_SHARE = 0.005;

/** "MainThread  8568/8570" → "MainThread 8568"; PostgreSQL's backends are one kind whatever their process. */
function threadOf(header: string): string {
  const [name = '?', ids = ''] = header.trim().split(/\s+/);
  return name === 'postgres' ? name : `${name} ${ids.split('/')[0]}`;
}

function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) samples.push({ thread: threadOf(line), frames: [] });
    else samples.at(-1)?.frames.push(line.trim());
  }
  return samples;
}

/** The script a JavaScript frame runs ("JS:*fn file:///…/x.js:1:2 (/tmp/perf-1.map)"), or undefined for native code. */
function scriptOf(frame: string): string | undefined {
  return frame.match(/ JS:\S*.*? ((?:file:\/\/|node:|\/)[^\s]+):\d+:\d+/)?.[1];
}

function placeOf(frames: string[]): string {
  const script = frames.map(scriptOf).find((each) => each !== undefined);
  if (script) return codePlace(script);
  const leaf = frames[0] ?? '';
  if (leaf.includes('[kernel.kallsyms]')) return '(kernel)';
  const inner = frames.slice(0, 8);
  if (inner.some((frame) => /Scaveng|Marking|MarkCompact|Sweeper/.test(frame))) return '(garbage collector)';
  if (inner.some((frame) => /compiler::|maglev::|Compil/.test(frame))) return '(compiler)';
  return '(native)';
}

function count<T>(items: T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/perf-summary.ts <perf-script.txt>');
const samples = samplesOf(await readFile(file, 'utf8'));
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(`${samples.length} samples`);
const threads = count(samples, (sample) => sample.thread).filter(([, n]) => n / samples.length >= MIN_SHARE);
console.table(threads.map(([thread, n]) => ({ thread, share: percent(n, samples.length) })));
for (const [thread, n] of threads) {
  const ofThread = samples.filter((sample) => sample.thread === thread);
  console.log(`\n${thread}: ${percent(n, samples.length)} of all samples`);
  console.table(
    count(ofThread, (sample) => placeOf(sample.frames))
      .filter(([, inPlace]) => inPlace / n >= MIN_SHARE)
      .slice(0, TOP)
      .map(([place, inPlace]) => ({ 'innermost code': place, 'of the thread': percent(inPlace, n) })),
  );
}
