import 'reflect-metadata';
import { type AppConfig, loadConfig } from './config/env.js';
import { createApp } from './create-app.js';
import { stopOnSignals } from './health/index.js';
import { writeStartLine } from './logging/start-lines.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // The message names every variable to set; a stack trace would only bury it.
  writeStartLine('fatal', (err as Error).message);
  process.exit(1);
}
const app = await createApp(config);
stopOnSignals(app, { drainMs: config.shutdownDrainMs });
await app.listen(config.port, config.host);
writeStartLine('info', `API listening on http://${config.host}:${config.port}${config.apiDocs ? ' (docs at /docs)' : ''}`);
