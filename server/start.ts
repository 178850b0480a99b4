import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { loadEnvFile } from './env-file.ts';
import { ensureSampleCatalogue } from './features/jobs/sample-catalogue.ts';
import { scheduleMaintenance } from './maintenance.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens and migrates the database, loads the sample job catalogue on first start, starts the engine's threads,
 * then serves the API and the built client until SIGINT or SIGTERM.
 */
export async function start(config: Config) {
  const database = await openDatabase(config);
  await database.migrate();
  const loaded = await ensureSampleCatalogue(database.db);
  const app = await buildApp({ config, database });
  if (loaded > 0) app.log.info({ postings: loaded }, 'loaded the sample job catalogue');
  await app.engine.warmUp();
  const stopMaintenance = scheduleMaintenance(app.db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    stopMaintenance();
    await app.close();
    await database.close();
    throw error;
  }
  return app;
}

/** Start-up failures a user can fix get one clear line instead of a stack trace. */
function explainStartupFailure(error: unknown, config: Config): string | undefined {
  if (error instanceof DataDirInUseError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is already in use. Set PORT to a free port.`;
  if (code === 'EACCES')
    return `Not allowed to listen on ${config.host}:${config.port}. Set PORT to a port above 1023.`;
  return undefined;
}

/** `npm start`: the settings from the environment (and .env), then the server, or one clear line on what to fix. */
export async function serveFromCommandLine(): Promise<void> {
  loadEnvFile();
  const config = readConfig();
  try {
    await start(config);
  } catch (error) {
    const explanation = explainStartupFailure(error, config);
    if (!explanation) throw error;
    console.error(explanation);
    process.exit(1);
  }
}
