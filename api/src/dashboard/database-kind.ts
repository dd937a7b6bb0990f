import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/**
 * How many submissions (all types together) the embedded database serves within the back office's measured figures
 * (docs/operations.md, "Working range"): 100,000 applications and 100,000 enquiries with their e-mails.
 */
export const EMBEDDED_WORKING_RANGE = 200_000;

/** Whether the site runs on the embedded database (FerretDB names itself in buildInfo), asked once. */
@Injectable()
export class DatabaseKind {
  private embedded?: Promise<boolean>;

  // The whole connection: which database answers is asked of the server, not of a collection.
  constructor(@InjectConnection() private readonly connection: Connection) {}

  isEmbedded(): Promise<boolean> {
    this.embedded ??= this.connection
      .db!.admin()
      .command({ buildInfo: 1 })
      .then(
        (info) => 'ferretdbVersion' in info,
        () => {
          this.embedded = undefined; // asked again next time
          return false;
        },
      );
    return this.embedded;
  }
}
