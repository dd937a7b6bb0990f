// How an instance stops on SIGTERM (or SIGINT) without failing a request: a load balancer first learns from
// `/health/ready` that it is going, then the requests under way are finished, then the background work stops.
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Readiness } from './readiness.js';

/** How long the requests under way may still take once the server stops accepting: then their connections are cut. */
const IN_FLIGHT_MAX_MS = 20_000;
/** A keep-alive connection goes idle when its last answer is sent: it is closed then, not at its own timeout. */
const IDLE_SWEEP_MS = 100;

const logger = new Logger('Stop');

/**
 * On the first SIGTERM or SIGINT: not ready at once; keeps answering for `drainMs` (the balancer stops sending
 * traffic meanwhile); stops accepting connections and waits for the requests under way; runs the modules' shutdown
 * hooks (mail outbox, retention, after-effects...); exits 0. A later signal does not cut this short.
 */
export function stopOnSignals(app: NestExpressApplication, { drainMs }: { drainMs: number }) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopGracefully(app, signal, drainMs).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error(`Stopping failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function stopGracefully(app: NestExpressApplication, signal: NodeJS.Signals, drainMs: number) {
  app.get(Readiness).stopping();
  const server = app.getHttpServer() as Server;
  // Clients on a kept-alive connection open a new one, to an instance that stays.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  logger.log(`${signal}: not ready; answering for ${drainMs} ms more, then finishing the requests under way`);
  await sleep(drainMs);
  await closeServer(server);
  logger.log('Requests finished; stopping the background work');
  await app.close();
  logger.log('Stopped');
}

/** Stops accepting connections and resolves once every request under way has been answered (or cut, past the limit). */
function closeServer(server: Server) {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      logger.warn(`Requests still under way after ${IN_FLIGHT_MAX_MS} ms: their connections are cut`);
      server.closeAllConnections();
    }, IN_FLIGHT_MAX_MS);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}
