import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDirectory } from './data-dir-lock.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'careerpilot-lock-'));
});

afterEach(() => rm(directory, { recursive: true, force: true }));

describe('lockDataDirectory', () => {
  it('takes the lock and gives it back', () => {
    const release = lockDataDirectory(directory);
    expect(existsSync(join(directory, 'careerpilot.lock'))).toBe(true);
    release();
    expect(existsSync(join(directory, 'careerpilot.lock'))).toBe(false);
  });

  it('refuses a directory another running process holds', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(directory, 'careerpilot.lock'), String(other.pid));
      expect(() => lockDataDirectory(directory)).toThrow(DataDirInUseError);
      expect(() => lockDataDirectory(directory)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that has gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(directory, 'careerpilot.lock'), String(gone.pid));
    const release = lockDataDirectory(directory);
    release();
  });
});
