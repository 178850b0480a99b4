import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config-error.ts';
import { BOARD_SOURCES } from '../posting.ts';
import { parseBoardList, readBoardsSetting, STARTER_BOARDS_FILE } from './board-list.ts';

function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseBoardList', () => {
  it('reads entries apart by commas, whitespace and new lines, once each, comments left out', () => {
    expect(
      parseBoardList(
        'greenhouse:airbnb,lever:netflix ashby:notion\n# a comment: lever:ignored\n\tLever:Netflix, ashby:open-ai_2.0  # OpenAI\n',
      ),
    ).toEqual({
      boards: [
        { source: 'greenhouse', board: 'airbnb' },
        { source: 'lever', board: 'netflix' },
        { source: 'ashby', board: 'notion' },
        { source: 'ashby', board: 'open-ai_2.0' },
      ],
      errors: [],
    });
  });

  it('reads an empty list as following nothing', () => {
    expect(parseBoardList('')).toEqual({ boards: [], errors: [] });
    expect(parseBoardList(' ,\n# nothing\n')).toEqual({ boards: [], errors: [] });
  });

  it('names every entry it cannot read, with its line in a list of several lines', () => {
    const { boards, errors } = parseBoardList(
      `greenhouse:airbnb airbnb\nworkday:acme lever:a/b\nashby:${'x'.repeat(101)} greenhouse:`,
    );
    expect(boards).toEqual([{ source: 'greenhouse', board: 'airbnb' }]);
    expect(errors).toEqual([
      'line 1: "airbnb" is not source:board (e.g. greenhouse:airbnb)',
      'line 2: "workday:acme" names an unknown source "workday" (known: greenhouse, lever, ashby)',
      "line 2: \"lever:a/b\" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them",
      `line 3: "ashby:${'x'.repeat(101)}" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them`,
      "line 3: \"greenhouse:\" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them",
    ]);
    expect(parseBoardList('greenhouse:. lever:.. ashby:...').errors).toEqual(
      ['greenhouse:.', 'lever:..', 'ashby:...'].map(
        (entry) =>
          `"${entry}" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them`,
      ),
    );
    expect(parseBoardList('greenhouse:a?b').errors).toEqual([
      "\"greenhouse:a?b\" has a board name that is not 1 to 100 letters, digits, '-', '_' or '.' with a letter or digit among them",
    ]);
  });
});

describe('the starter list', () => {
  const text = readFileSync(STARTER_BOARDS_FILE, 'utf8');

  it('parses without errors, holds at least 200 boards of every source, each once', () => {
    const { boards, errors } = parseBoardList(text);
    expect(errors).toEqual([]);
    expect(boards.length).toBeGreaterThanOrEqual(200);
    for (const source of BOARD_SOURCES) expect(boards.some((board) => board.source === source)).toBe(true);
    const entries = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(entries).toHaveLength(boards.length);
  });

  it('says where it comes from, that it is not verified, and what happens to a board that is gone', () => {
    expect(text).toContain('2026-11-24');
    expect(text).toContain('NOT verified');
    expect(text).toContain('404 is logged and skipped');
  });
});

describe('readBoardsSetting', () => {
  const folder = mkdtempSync(join(tmpdir(), 'boards-'));
  writeFileSync(join(folder, 'boards.txt'), '# ours\ngreenhouse:acme\nlever:initech\n');
  writeFileSync(join(folder, 'broken.txt'), 'greenhouse:acme\nmonster:acme\n');

  it('follows nothing when unset', () => {
    expect(readBoardsSetting('', folder)).toEqual([]);
    expect(readBoardsSetting('   ', folder)).toEqual([]);
  });

  it('reads the list itself', () => {
    expect(readBoardsSetting('greenhouse:airbnb,lever:netflix', folder)).toEqual([
      { source: 'greenhouse', board: 'airbnb' },
      { source: 'lever', board: 'netflix' },
    ]);
  });

  it('reads the shipped starter list', () => {
    expect(readBoardsSetting('starter', folder)).toEqual(
      parseBoardList(readFileSync(STARTER_BOARDS_FILE, 'utf8')).boards,
    );
  });

  it.each([['./boards.txt'], ['file:boards.txt']])(
    'reads a file named relative to the working folder: %s',
    (value) => {
      expect(readBoardsSetting(value, folder)).toEqual([
        { source: 'greenhouse', board: 'acme' },
        { source: 'lever', board: 'initech' },
      ]);
    },
  );

  it('reads a file named by an absolute path or a file: URL', () => {
    const expected = [
      { source: 'greenhouse', board: 'acme' },
      { source: 'lever', board: 'initech' },
    ];
    expect(readBoardsSetting(join(folder, 'boards.txt'), '/')).toEqual(expected);
    expect(readBoardsSetting(pathToFileURL(join(folder, 'boards.txt')).href, '/')).toEqual(expected);
  });

  it('throws a ConfigError naming the entries it cannot read, or the file it cannot', () => {
    expect(problemsOf(() => readBoardsSetting('greenhouse:airbnb, netflix', folder))).toEqual([
      'JOB_BOARDS: "netflix" is not source:board (e.g. greenhouse:airbnb)',
    ]);
    expect(problemsOf(() => readBoardsSetting('./broken.txt', folder))).toEqual([
      `JOB_BOARDS (${join(folder, 'broken.txt')}): line 2: "monster:acme" names an unknown source "monster" (known: greenhouse, lever, ashby)`,
    ]);
    expect(problemsOf(() => readBoardsSetting('../missing/boards.txt', folder))).toEqual([
      `JOB_BOARDS: cannot read the board list ${join(folder, '../missing/boards.txt')} (ENOENT)`,
    ]);
  });
});
