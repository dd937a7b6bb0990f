// Side effects across rooms travel as typed events: a room declares its events by adding them to DomainEvents
// (module augmentation, in its own `events.ts`), publishes them through DomainEventBus, and other rooms listen with
// @OnDomainEvent. The bus is @nestjs/event-emitter's; this file only gives it names and payload types.
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { OnEvent } from '@nestjs/event-emitter';

/** Every event's name and payload; empty here, filled by the rooms that publish them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

@Injectable()
export class DomainEventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  /**
   * Runs every listener of `name` and waits for them all: what a listener does (a history line, an e-mail in the
   * outbox) is stored before the request that caused it answers, and a listener's failure fails that request.
   */
  async publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}

/** Listens to one domain event; its errors reach the publisher (never swallowed by the bus). */
export const OnDomainEvent = <K extends DomainEventName>(name: K) => OnEvent(name, { suppressErrors: false, async: false, promisify: true });
