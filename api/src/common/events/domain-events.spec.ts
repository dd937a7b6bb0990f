// The bus in a Nest application of its own (no database): listeners found by their decorator, as in the API.
import { describe, expect, it } from '@jest/globals';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { DomainEventBus, type DomainEventName, OnDomainEvent } from './domain-events.js';

// Names of this test's own: the rooms' events are declared by the rooms (module augmentation), not here.
const DONE = 'spec.done' as DomainEventName;
const REJECTED = 'spec.rejected' as DomainEventName;
const THROWN = 'spec.thrown' as DomainEventName;

@Injectable()
class Listeners {
  readonly seen: string[] = [];

  @OnDomainEvent(DONE)
  async slow(payload: { n: number }) {
    await new Promise((r) => setTimeout(r, 20));
    this.seen.push(`slow ${payload.n}`);
  }

  @OnDomainEvent(DONE)
  quick(payload: { n: number }) {
    this.seen.push(`quick ${payload.n}`);
  }

  @OnDomainEvent(REJECTED)
  async rejects() {
    await Promise.resolve();
    throw new Error('the outbox refused the e-mail');
  }

  @OnDomainEvent(THROWN)
  throws() {
    throw new Error('no such interview');
  }
}

@Module({ imports: [EventEmitterModule.forRoot()], providers: [DomainEventBus, Listeners] })
class EventsModule {}

async function withBus(test: (bus: DomainEventBus, listeners: Listeners) => Promise<void>) {
  const app = await NestFactory.createApplicationContext(EventsModule, { logger: false });
  try {
    await test(app.get(DomainEventBus), app.get(Listeners));
  } finally {
    await app.close();
  }
}

describe('DomainEventBus', () => {
  it('answers once every listener is done, slow ones included', () =>
    withBus(async (bus, listeners) => {
      await bus.publish(DONE, { n: 1 } as never);
      expect(listeners.seen.sort()).toEqual(['quick 1', 'slow 1']);
    }));

  it('fails the publisher with the error of a listener that rejects', () =>
    withBus(async (bus) => {
      await expect(bus.publish(REJECTED, {} as never)).rejects.toThrow('the outbox refused the e-mail');
    }));

  it('fails the publisher with the error of a listener that throws', () =>
    withBus(async (bus) => {
      await expect(bus.publish(THROWN, {} as never)).rejects.toThrow('no such interview');
    }));
});
