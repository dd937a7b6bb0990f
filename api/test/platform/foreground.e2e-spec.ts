// Background work makes room for visitors' forms: it waits while one is in flight, but never for long.
import { describe, expect, it } from '@jest/globals';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { Foreground } from '../../src/common/http/foreground.js';

const settledYet = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('foreground', () => {
  it('lets background work go at once while no form is in flight, and after the form is answered', async () => {
    const fg = new Foreground();
    expect(await settledYet(fg.quiet(250))).toBe(true);
    let answer!: () => void;
    const server = createServer((req, res) => fg.track(req as Request, res as Response, () => (answer = () => res.end('ok'))));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const done = new Promise<void>((r) =>
      request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1' }, (res) => res.resume().on('end', r)).end(),
    );
    while (!answer) await new Promise((r) => setTimeout(r, 5));
    const waiting = fg.quiet(250);
    expect(await settledYet(waiting)).toBe(false);
    answer();
    await done;
    await waiting;
    expect(await settledYet(fg.quiet(250))).toBe(true);
    // A form that is never answered holds background work back a moment only.
    const server2 = createServer((req, res) => fg.track(req as Request, res as Response, () => undefined));
    await new Promise<void>((r) => server2.listen(0, '127.0.0.1', r));
    const hanging = request({ port: (server2.address() as AddressInfo).port, host: '127.0.0.1' });
    hanging.on('error', () => undefined).end();
    let held = fg.quiet(250);
    while (await settledYet(held)) held = (await new Promise((r) => setTimeout(r, 5)), fg.quiet(250));
    // Resolves while the form is still in flight.
    await held;
    hanging.destroy();
    server.close();
    server2.close();
    server2.closeAllConnections();
  });
});
