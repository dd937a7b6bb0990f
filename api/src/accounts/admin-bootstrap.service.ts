import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { type Account, ADMIN_MODEL } from './accounts.schema.js';
import { hashPassword } from './passwords.js';

/**
 * Makes sure the first admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists before the API takes requests. The environment
 * only bootstraps that account, an Owner (docs/behaviour.md §22): once it exists, its password is the one set in the back office, so a restart never
 * undoes a password change. No password is ever logged.
 */
@Injectable()
export class AdminBootstrapService implements OnModuleInit {
  private readonly logger = new Logger('AdminLogin');

  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    const { email, password, fromDefaults } = this.config.admin;
    if (!(await this.admins.exists({ email }))) {
      try {
        await this.admins.create({ name: 'Administrator', email, role: 'owner', passwordHash: await hashPassword(password) });
        this.logger.log(`Created the first admin ${email}`);
      } catch (err) {
        // Another instance starting on the same database created it first.
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    if (fromDefaults)
      this.logger.warn(`Local default admin: ${email}, with the password given in the README (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
  }
}
