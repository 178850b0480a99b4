import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { codePlace } from './code-place.ts';

/**
 * `node bench/profile-summary.ts <file.cpuprofile>…`: where a `node --cpu-prof` profile's time went, by self time
 * per function, per package or source folder, and per feature of the server (the innermost frame of the stack in
 * `server/features/<x>`, else the outermost server folder), so a flame graph's wide parts are a table.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const TOP = Number(process.env.PROFILE_TOP ?? 25);

/** The package (node_modules/<name>) or the project folder a frame's code lives in. */
function placeOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  return codePlace(url);
}

function featureOf(stack: CallFrame[]): string {
  for (const frame of stack) {
    const feature = frame.url.match(/\/server\/features\/([^/]+)/);
    if (feature) return `features/${feature[1]}`;
  }
  for (const frame of stack.toReversed()) {
    const place = frame.url.match(/\/server\/([^/]+)/);
    if (place) return `server/${place[1]}`;
  }
  const leaf = stack[0];
  return leaf ? placeOf(leaf) : '(none)';
}

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  const features = new Map<string, number>();
  const add = (table: Map<string, number>, key: string, ms: number) =>
    table.set(key, (table.get(key) ?? 0) + ms);
  for (const [id, ms] of selfMs) {
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node) stack.push(node.callFrame);
    }
    const leaf = stack[0] as CallFrame;
    const where = leaf.url ? `${basename(leaf.url)}:${leaf.lineNumber + 1}` : '';
    add(functions, `${leaf.functionName || '(anonymous)'} ${where}`.trim(), ms);
    add(places, placeOf(leaf), ms);
    add(features, featureOf(stack), ms);
  }
  return { total, functions, places, features };
}

function table(title: string, entries: Map<string, number>, total: number) {
  const rows = [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => ({ [title]: name, ms: Math.round(ms), '%': ((100 * ms) / total).toFixed(1) }));
  console.table(rows);
}

for (const file of process.argv.slice(2)) {
  const { total, functions, places, features } = summarise(JSON.parse(await readFile(file, 'utf8')));
  const busy = total - (places.get('(idle)') ?? 0);
  console.log(`\n${basename(file)}: ${Math.round(total)} ms profiled, ${Math.round(busy)} ms busy`);
  table('self time: function', functions, total);
  table('self time: package or folder', places, total);
  table('stack: feature', features, total);
}
