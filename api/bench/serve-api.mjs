// Child process of the benchmark: the API built for production on the given database, seeded with the demo
// content, logging at the production level. Prints its address when ready.
const { loadConfig } = await import('../dist/config/env.js');
const { createApp } = await import('../dist/create-app.js');
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', LOGIN_RATE_LIMIT: '1000000' });
const app = await createApp(config);
// Measured once the declared indexes exist, as on any start after the first: a database filled behind the API's
// back (as the benchmark fills it) has them built at this start, and FerretDB holds the database meanwhile.
const { getConnectionToken } = await import('@nestjs/mongoose');
const connection = app.get(getConnectionToken());
await Promise.all(Object.values(connection.models).map((m) => m.init()));
await app.listen(0, '127.0.0.1');
process.send?.({ url: `http://127.0.0.1:${app.getHttpServer().address().port}`, admin: config.admin });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
