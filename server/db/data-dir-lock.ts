import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The embedded database in ${directory} is in use by process ${pid}. Stop that process, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite lets only one process open a data directory; a second one would corrupt it. The lock file names the
 * owner's pid; a lock whose process has gone is stale and taken over. Answers the function that releases it.
 */
export function lockDataDirectory(directory: string): () => void {
  const lockFile = join(directory, 'careerpilot.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirInUseError(directory, owner);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
