/**
 * Run as `node regex-recorder.ts <module>…`: imports the modules with the RegExp constructor watched, and prints
 * every regular expression built while they load, with the place in the source that built it, as JSON.
 */
import { fileURLToPath } from 'node:url';

export type RecordedRegExp = { file: string; line: number; pattern: string; flags: string };

const recorded: RecordedRegExp[] = [];
const FRAME = /\((file:\/\/\/[^)]+?):(\d+):\d+\)$|at (file:\/\/\/\S+?):(\d+):\d+$/;
const ownUrl = import.meta.url;

/** The first place in the stack outside this file: the code that asked for the regular expression. */
function caller(): { file: string; line: number } | undefined {
  for (const frame of (new Error().stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(frame.trim());
    const url = match?.[1] ?? match?.[3];
    const line = match?.[2] ?? match?.[4];
    if (url && line && url !== ownUrl) return { file: fileURLToPath(url), line: Number(line) };
  }
  return undefined;
}

function record(made: RegExp): RegExp {
  const place = caller();
  if (place) recorded.push({ ...place, pattern: made.source, flags: made.flags });
  return made;
}

const NativeRegExp = RegExp;
globalThis.RegExp = new Proxy(NativeRegExp, {
  construct: (target, args, newTarget) => record(Reflect.construct(target, args, newTarget)),
  apply: (target, self, args) => record(Reflect.apply(target, self, args)),
});

for (const module of process.argv.slice(2)) await import(module);
process.stdout.write(JSON.stringify(recorded));
