import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parseAst } from 'vite';
import type { RecordedRegExp } from './regex-recorder.ts';

/** A regular expression of the server's, and where it is written. */
export type FoundRegExp = { pattern: string; flags: string; where: string };

/** Where a RegExp is built from values only known when the code runs. */
type DynamicSite = { file: string; firstLine: number; lastLine: number };

export type RegExpInventory = {
  regExps: FoundRegExp[];
  /** Dynamic sites that built nothing while their module loaded: the check cannot see what they build. */
  unseen: string[];
};

const ROOT = join(import.meta.dirname, '../..');
/** What the server runs: its own code and common/; tests and test helpers see no user's text. */
const SOURCE_FOLDERS = ['server', 'common'];
const isSource = (path: string) =>
  /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith('server/testing/');

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of await readdir(join(ROOT, folder), { recursive: true })) {
      const path = join(folder, entry);
      if (isSource(path)) files.push(path);
    }
  }
  return files.sort();
}

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

function* nodesOf(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
  } else if (value && typeof value === 'object') {
    const node = value as Node;
    if (typeof node.type === 'string') yield node;
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') yield* nodesOf(child);
  }
}

/** The text of a string literal or of a template without substitutions; undefined for anything computed. */
function constantText(node: Node | undefined): string | undefined {
  if (!node) return '';
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  }
  return undefined;
}

const isRegExpCall = (node: Node) =>
  (node.type === 'NewExpression' || node.type === 'CallExpression') &&
  (node.callee as Node).type === 'Identifier' &&
  (node.callee as { name: string }).name === 'RegExp';

/** Every regular expression literal and RegExp construction in one file. */
async function scan(file: string) {
  const text = await readFile(join(ROOT, file), 'utf8');
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const literals: FoundRegExp[] = [];
  const dynamic: DynamicSite[] = [];
  for (const node of nodesOf(parseAst(text, { lang: 'ts' }, file).body)) {
    const regex = node.regex as { pattern: string; flags: string } | undefined;
    if (node.type === 'Literal' && regex) {
      literals.push({ ...regex, where: `${file}:${lineOf(node.start)}` });
    } else if (isRegExpCall(node)) {
      const [source, flags] = node.arguments as Node[];
      const pattern = constantText(source);
      const flagText = constantText(flags);
      if (pattern !== undefined && flagText !== undefined) {
        literals.push({ pattern, flags: flagText, where: `${file}:${lineOf(node.start)}` });
      } else {
        dynamic.push({ file, firstLine: lineOf(node.start), lastLine: lineOf(node.end) });
      }
    }
  }
  return { literals, dynamic };
}

/** Loads the modules that build RegExps at run time, in a plain Node process, and lists what they built. */
async function recordConstructions(files: string[]): Promise<RecordedRegExp[]> {
  if (files.length === 0) return [];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, 'regex-recorder.ts'), ...files.map((file) => join(ROOT, file))],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as RecordedRegExp[]).map((made) => ({
    ...made,
    file: relative(ROOT, made.file),
  }));
}

/**
 * Every regular expression the server has: the literals and constant `new RegExp(…)`s in its source, and what
 * each computed `new RegExp(…)` built while its module loaded. A computed one that builds nothing on loading
 * (say, one per request from a user's words) is listed as unseen, since no check could vouch for it.
 */
export async function regExpInventory(): Promise<RegExpInventory> {
  const scans = await Promise.all((await sourceFiles()).map(scan));
  const dynamic = scans.flatMap((found) => found.dynamic);
  const built = await recordConstructions([...new Set(dynamic.map((site) => site.file))]);
  const builtAt = (site: DynamicSite) =>
    built.filter(
      (made) => made.file === site.file && made.line >= site.firstLine && made.line <= site.lastLine,
    );
  return {
    regExps: [
      ...scans.flatMap((found) => found.literals),
      ...dynamic.flatMap((site) =>
        builtAt(site).map(({ pattern, flags }) => ({
          pattern,
          flags,
          where: `${site.file}:${site.firstLine}`,
        })),
      ),
    ],
    unseen: dynamic
      .filter((site) => builtAt(site).length === 0)
      .map((site) => `${site.file}:${site.firstLine}`),
  };
}
