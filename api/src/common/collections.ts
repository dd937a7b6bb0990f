// A room's collections are declared in its module: `collectionProvider(name)` in its providers, and the services
// that use one take it with `@InjectCollection(name)`. A room's model is then read off its module, and no service
// but the tools that see the whole database (seed, rebuild, health) takes the connection.
import { Inject, type Provider } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** The injection token of one collection. */
export const collectionToken = (name: string) => `collection:${name}`;

/** The provider of the collection `name` (the driver's, as the connection's `db.collection(name)` gives it). */
export const collectionProvider = (name: string): Provider => ({
  provide: collectionToken(name),
  inject: [getConnectionToken()],
  useFactory: (connection: Connection) => connection.db!.collection(name),
});

/** Injects the collection `name`, declared by `collectionProvider(name)` in the module or one it imports. */
export const InjectCollection = (name: string) => Inject(collectionToken(name));
