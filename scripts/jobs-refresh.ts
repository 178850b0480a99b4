import { buildApp } from '#server/app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { loadEnvFile } from '#server/env-file.ts';
import { postingRepository } from '#server/features/jobs/posting-repository.ts';

/**
 * `npm run jobs:refresh`: refreshes every followed board now, through the same jobs the schedule runs, waits for
 * them and the matching they start, and prints how each board stands. On PostgreSQL it may run beside the servers
 * (each board is refreshed once either way); the embedded database must not be in use by a running server.
 */
async function refresh(): Promise<number> {
  loadEnvFile();
  const config = loadConfig();
  if (config.jobBoards.boards.length === 0) {
    console.log('No job boards are followed: set JOB_BOARDS (see "Following job boards" in README.md).');
    return 0;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database });
    try {
      await app.ready();
      console.log(`Refreshing ${config.jobBoards.boards.length} job boards…`);
      await app.jobCatalogue.refreshNow();
      const boards = await postingRepository(app.db).boardsState();
      console.table(
        boards.map((board) => ({
          board: `${board.source}:${board.board}`,
          status: board.status,
          'open postings': board.openPostings,
          'last read': board.lastSuccessAt?.toISOString() ?? '',
          error: board.lastError ?? '',
        })),
      );
      return boards.some((board) => board.status === 'failing') ? 1 : 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await refresh();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
