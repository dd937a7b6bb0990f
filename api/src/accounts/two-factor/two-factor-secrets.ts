// docs/behaviour.md §25: the admins' two-factor secrets are stored encrypted (AES-256-GCM) with a key kept outside
// the database (TWO_FACTOR_KEY, else <DATA_DIR>/two-factor-key), so a copy of the database (its files, a backup, an
// export) does not give the codes away.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { type Account, ADMIN_MODEL } from '../accounts.schema.js';

/** A sealed secret: this prefix, then base64url of the 12-byte IV, the 16-byte tag and the ciphertext. */
const SEALED = 'aes1:';
const FIELDS = ['totpSecret', 'totpPending'] as const;

@Injectable()
export class TwoFactorSecrets implements OnApplicationBootstrap {
  private readonly key: Buffer;

  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectPinoLogger('TwoFactorSecrets') private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // The configured key is any text of 32 characters or more; AES-256 takes 32 bytes.
    this.key = createHash('sha256').update(config.twoFactorKey).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }

  /**
   * The secret as the authenticator app has it. One stored plain (by a version before encryption, until the next
   * start seals it) is taken as it is. Null when another key sealed it: no code matches, and the log says why.
   */
  open(stored: string): string | null {
    if (!stored.startsWith(SEALED)) return stored;
    const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      this.logger.error('A two-factor secret could not be decrypted: TWO_FACTOR_KEY (or <DATA_DIR>/two-factor-key) is not the key it was stored with');
      return null;
    }
  }

  /**
   * Seals the secrets an earlier version stored plain. Run at every start (the admins are a handful); each write
   * replaces only the plain value it read, so instances starting together, or a start cut short, leave no harm.
   */
  async onApplicationBootstrap(): Promise<void> {
    const admins = await this.admins
      .find({ $or: FIELDS.map((f) => ({ [f]: { $exists: true } })) })
      .select(FIELDS.join(' '))
      .lean<Account[]>()
      .exec();
    for (const admin of admins) {
      for (const field of FIELDS) {
        const value = admin[field];
        if (value && !value.startsWith(SEALED)) await this.admins.updateOne({ _id: admin._id, [field]: value }, { $set: { [field]: this.seal(value) } }).exec();
      }
    }
  }
}
