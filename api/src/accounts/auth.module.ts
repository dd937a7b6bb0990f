import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { collectionProvider } from '../common/collections.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { AuthGuard } from './auth.guard.js';
import { ADMIN_MODEL, adminSchema, USER_MODEL, userSchema } from './accounts.schema.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminSessions, POLICIES } from './admin-sessions.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminLoginController } from './admin-login.controller.js';
import { AccountLinks } from './account-links.js';
import { AuthService } from './auth.service.js';
import { PasswordReset } from './password-reset.service.js';
import { VisitorVerification } from './visitor-verification.service.js';
import { UserLoginController } from './user-login.controller.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorSecrets } from './two-factor/two-factor-secrets.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { WrongCodes } from './two-factor/wrong-codes.js';
import { VisitorAccounts } from './visitor-accounts.js';
import { MailModule } from '../mail/index.js';
import { ContentModule } from '../content/index.js';

/** Sign-in for admins and visitors, admin accounts, JWTs with audiences, and the global guard that checks them on every route. */
@Module({
  imports: [
    MailModule,
    ContentModule,
    MongooseModule.forFeature([
      { name: ADMIN_MODEL, schema: adminSchema() },
      { name: USER_MODEL, schema: userSchema() },
    ]),
    // Global: the resume links of job applications are signed with the same key (with their own audience).
    JwtModule.registerAsync({
      global: true,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { issuer: 'facility-site' }, verifyOptions: { issuer: 'facility-site' } }),
    }),
  ],
  controllers: [AdminLoginController, AdminAccountsController, TwoFactorController, UserLoginController],
  providers: [
    collectionProvider(POLICIES),
    AuthService,
    TwoFactorService,
    TwoFactorSecrets,
    WrongCodes,
    AdminSessions,
    AdminAccountsService,
    AdminBootstrapService,
    AccountLinks,
    PasswordReset,
    VisitorVerification,
    VisitorAccounts,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AdminAccountsService, VisitorVerification, VisitorAccounts],
})
export class AuthModule {}
