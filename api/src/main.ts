import 'reflect-metadata';
import { loadConfig } from './config/env.js';
import { createApp } from './create-app.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen(config.port, config.host);
console.log(`API listening on http://${config.host}:${config.port}${config.apiDocs ? ' (docs at /docs)' : ''}`);
