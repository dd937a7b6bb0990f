import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AUTH_ANSWERS, loginInput, signInCode, TWO_FACTOR_ANSWERS, TWO_FACTOR_MESSAGES } from '@site/contracts';
import { Accepts, Answers, AnswersError, Summary } from '../common/docs/api-docs.decorators.js';
import { Access } from '../common/auth/access.decorator.js';
import { parseOrThrow } from '../common/http/parse.js';
import { LOGIN_SUCCESS } from './auth.constants.js';
import { AuthService } from './auth.service.js';
import { PasswordReset } from './password-reset.service.js';
import { CheckResetLinkRoute, checkResetLink, ForgotPasswordRoute, forgotPassword, ResetPasswordRoute, resetPassword } from './password-reset.routes.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { WrongCodes } from './two-factor/wrong-codes.js';
import { AuditAs } from '../common/audit.decorators.js';

/** The old payload, plus an optional `remember` and, for two-factor sign-in, `code` (clients that never send them keep working). */
const adminLoginInput = loginInput.extend({ remember: z.boolean({ error: 'Remember me must be true or false' }).optional(), code: signInCode.optional() });

@ApiTags('AdminLogin')
@AuditAs('AdminLogin')
@Controller('admin/AdminLogin')
export class AdminLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly reset: PasswordReset,
    private readonly twoFactor: TwoFactorService,
    private readonly wrongCodes: WrongCodes,
  ) {}

  @Access('public')
  @Post('addAdminLogin')
  @HttpCode(200)
  @Summary(
    'Sign in as an administrator',
    'The token opens the back office: send it as `Authorization: Bearer <token>`. `remember` keeps the session longer. An admin with two-factor sign-in also sends `code` (from the app, or a recovery code); without it, or with a wrong one, the answer is 401 with `twoFactor: "required"` and no token. When the owner requires two-factor sign-in and the admin has not set it up, the answer is 202 with `twoFactor: "enrol"` and an `enrolmentToken` that opens only the two-factor set-up routes.',
  )
  @Accepts(adminLoginInput)
  @Answers(AUTH_ANSWERS.adminLogin)
  @Answers(TWO_FACTOR_ANSWERS.enrolStep, 202, 'Every admin must use two-factor sign-in and this one has not set it up: a token for the set-up, no session')
  @AnswersError(401, 'Wrong e-mail or password, a disabled account, or a missing or wrong two-factor code')
  async login(@Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const { email, password, remember, code } = parseOrThrow(adminLoginInput, body);
    const admin = await this.auth.signIn('admin', email, password);
    // docs/behaviour.md §25. A 401, so a wrong code counts against the sign-in limits as a wrong password does.
    if (admin.totpSecret) {
      if (!code) throw new UnauthorizedException({ statusCode: 401, message: TWO_FACTOR_MESSAGES.codeRequired, twoFactor: 'required' });
      if (!(await this.twoFactor.check(admin, code))) {
        // Counted per admin: several in a row e-mail the admin and show on the Admins screen.
        await this.wrongCodes.record(admin);
        throw new UnauthorizedException({ statusCode: 401, message: await this.twoFactor.refusal(admin, code), twoFactor: 'required' });
      }
    } else if (await this.twoFactor.required()) {
      res.status(HttpStatus.ACCEPTED);
      return { message: TWO_FACTOR_MESSAGES.enrolFirst, twoFactor: 'enrol', enrolmentToken: await this.auth.issueEnrolmentToken(admin) };
    }
    await this.wrongCodes.clear(String(admin._id));
    return { message: LOGIN_SUCCESS, token: await this.auth.issueToken('admin', admin, { remember }) };
  }

  /** docs/behaviour.md §21: the same answer for known and unknown addresses. */
  @ForgotPasswordRoute('An enabled admin with this address is e-mailed a single-use link to `/admin/reset-password/<token>`, valid 30 minutes.')
  forgotPassword(@Body() body: unknown) {
    return forgotPassword(this.reset, 'admin', body);
  }

  @CheckResetLinkRoute()
  resetLink(@Body() body: unknown) {
    return checkResetLink(this.reset, 'admin', body);
  }

  @ResetPasswordRoute('Uses the link up and ends every session of the account.')
  resetPassword(@Body() body: unknown) {
    return resetPassword(this.reset, 'admin', body);
  }

  // The owner's (docs/behaviour.md §22): recruiters choose interviewers from `interviewers`, names only.
  @Get('getAdminLogin')
  @Summary(
    'List the administrators',
    'Never their passwords. `wrongCodes`: the wrong two-factor codes entered at their sign-in since their last good one, when there are any.',
  )
  @Answers(AUTH_ANSWERS.adminList)
  async list() {
    const [admins, wrong] = await Promise.all([this.auth.list('admin'), this.wrongCodes.byAdmin()]);
    return { AdminLogin: admins.map((a) => ({ ...a, ...(wrong.has(String(a._id)) && { wrongCodes: wrong.get(String(a._id)) }) })) };
  }
}
