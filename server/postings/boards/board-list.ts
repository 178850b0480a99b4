import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '#server/config-error.ts';
import { BOARD_SOURCES, type BoardRef, type BoardSource } from '../posting.ts';
import { isBoardName } from '../sources/source.ts';

/** The shipped list of well-known employers' boards, chosen with `JOB_BOARDS=starter`. */
export const STARTER_BOARDS_FILE = fileURLToPath(new URL('./starter-boards.txt', import.meta.url));

function isBoardSource(name: string): name is BoardSource {
  return (BOARD_SOURCES as readonly string[]).includes(name);
}

/** One `source:board` entry, or why it is not one. */
function parseEntry(entry: string): BoardRef | string {
  const colon = entry.indexOf(':');
  if (colon < 0) return `"${entry}" is not source:board (e.g. greenhouse:airbnb)`;
  const source = entry.slice(0, colon).toLowerCase();
  const board = entry.slice(colon + 1);
  if (!isBoardSource(source))
    return `"${entry}" names an unknown source "${source}" (known: ${BOARD_SOURCES.join(', ')})`;
  if (!isBoardName(board))
    return `"${entry}" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them`;
  return { source, board };
}

/**
 * Reads a list of boards: `source:board` entries apart by commas, whitespace or new lines, `#` to the end of a line
 * a comment. Each board counts once (names compared without case); every entry that cannot be read is an error
 * naming it and its line.
 */
export function parseBoardList(text: string): { boards: BoardRef[]; errors: string[] } {
  const boards: BoardRef[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const hash = line.indexOf('#');
    const content = hash < 0 ? line : line.slice(0, hash);
    for (const entry of content.split(/[,\s]/)) {
      if (entry === '') continue;
      const parsed = parseEntry(entry);
      if (typeof parsed === 'string') {
        errors.push(lines.length > 1 ? `line ${index + 1}: ${parsed}` : parsed);
        continue;
      }
      const key = `${parsed.source}:${parsed.board.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      boards.push(parsed);
    }
  });
  return { boards, errors };
}

/** The file a `JOB_BOARDS` value names, or null when the value is the list itself. */
function fileNamed(value: string, cwd: string): string | null {
  if (value.startsWith('file://')) return fileURLToPath(value);
  const path = value.startsWith('file:') ? value.slice('file:'.length) : value;
  if (value.startsWith('file:') || path.startsWith('./') || path.startsWith('../') || isAbsolute(path))
    return resolve(cwd, path);
  return null;
}

/**
 * The boards `JOB_BOARDS` names: `starter` for the shipped starter list; a path (starting with /, ./, ../ or file:)
 * for a file in the list's format, relative to `cwd`; anything else is the list itself. Throws a ConfigError naming
 * every entry that cannot be read, or the file that cannot be.
 */
export function readBoardsSetting(value: string, cwd: string): BoardRef[] {
  const setting = value.trim();
  if (setting === '') return [];
  const file = setting === 'starter' ? STARTER_BOARDS_FILE : fileNamed(setting, cwd);
  let text = setting;
  if (file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
      throw new ConfigError([`JOB_BOARDS: cannot read the board list ${file}${reason}`]);
    }
  }
  const { boards, errors } = parseBoardList(text);
  if (errors.length > 0)
    throw new ConfigError(errors.map((error) => `JOB_BOARDS${file ? ` (${file})` : ''}: ${error}`));
  return boards;
}
