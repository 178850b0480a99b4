import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadEnvFile } from './env-file.ts';
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

/** Opens and migrates the database, then serves the API and the built client until SIGINT or SIGTERM. */
export async function start(config: Config = readConfig()) {
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
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

  await app.listen({ host: config.host, port: config.port });
  return app;
}

if (import.meta.main) {
  loadEnvFile();
  await start();
}
