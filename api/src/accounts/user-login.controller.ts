import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AUTH_ANSWERS,
  AUTH_MESSAGES,
  deleteOwnAccountInput,
  loginInput,
  messageAnswer,
  registerInput,
  requestLanguage,
  verifyEmailInput,
} from '@site/contracts';
import { Accepts, Answers, AnswersError, Summary } from '../common/docs/api-docs.decorators.js';
import { SubmissionGuard } from '../common/abuse/submission-guard.js';
import { Access } from '../common/auth/access.decorator.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { CurrentVisitor } from '../common/auth/current-admin.decorator.js';
import { parseOrThrow } from '../common/http/parse.js';
import { ACCOUNT_DELETED, LOGIN_SUCCESS, REGISTER_SUCCESS } from './auth.constants.js';
import { AuthService } from './auth.service.js';
import { PasswordReset } from './password-reset.service.js';
import { CheckResetLinkRoute, checkResetLink, ForgotPasswordRoute, forgotPassword, ResetPasswordRoute, resetPassword } from './password-reset.routes.js';
import { VisitorVerification } from './visitor-verification.service.js';
import { AuditAs } from '../common/audit.decorators.js';

/** Visitor accounts (job seekers). Their tokens carry the 'user' role, which opens nothing in the back office. */
@ApiTags('UserLogin')
@AuditAs('UserLogin')
@Controller('admin/UserLogin')
export class UserLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly guard: SubmissionGuard,
    private readonly reset: PasswordReset,
    private readonly verification: VisitorVerification,
  ) {}

  @Access('public')
  @Post('UserLogin')
  @HttpCode(200)
  @Summary('Sign in as a visitor', 'The token is for the visitor’s own routes; it opens nothing in the back office.')
  @Accepts(loginInput)
  @Answers(AUTH_ANSWERS.userLogin)
  @AnswersError(401, 'Wrong e-mail or password')
  async login(@Body() body: unknown) {
    const { email, password } = parseOrThrow(loginInput, body);
    const user = await this.auth.signIn('user', email, password);
    return {
      message: LOGIN_SUCCESS,
      token: await this.auth.issueToken('user', user),
      user: { _id: user._id, name: user.name, email: user.email, mobile: user.mobile, verified: user.verified === true },
    };
  }

  @Access('public')
  @Post('UserRegister')
  @HttpCode(201)
  @Summary('Create a visitor account')
  @Accepts(registerInput)
  @Answers(messageAnswer, 201)
  async register(@Body() body: unknown, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    // A bot gets the same answer and no account. No duplicate check: the e-mail is unique already, and a
    // fingerprint of a payload holding a password must not be kept. Its e-mail is in the page's language.
    const submission = { kind: 'UserRegister', body, input: registerInput, dedupe: false };
    await this.guard.submit(submission, (clean) => this.auth.register(parseOrThrow(registerInput, clean), requestLanguage(lang, accept)));
    return { message: REGISTER_SUCCESS };
  }

  /** docs/behaviour.md §14.1: the visitor's own token and password; rate-limited like the sign-in (§7.7). */
  @Access('visitor')
  @Post('deleteAccount')
  @HttpCode(200)
  @Summary('Delete my visitor account', 'The visitor confirms with their password.')
  @Accepts(deleteOwnAccountInput)
  @Answers(messageAnswer)
  async deleteOwnAccount(@CurrentVisitor() visitor: TokenPayload, @Body() body: unknown) {
    const { password } = parseOrThrow(deleteOwnAccountInput, body);
    await this.auth.deleteVisitor(visitor.sub, password);
    return { message: ACCOUNT_DELETED };
  }

  /** docs/behaviour.md §21: the same answer for known and unknown addresses. */
  @ForgotPasswordRoute('A visitor account with this address is e-mailed a single-use link to `/reset-password/<token>` on the site, valid 30 minutes.')
  forgotPassword(@Body() body: unknown, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return forgotPassword(this.reset, 'user', body, requestLanguage(lang, accept));
  }

  @CheckResetLinkRoute()
  resetLink(@Body() body: unknown) {
    return checkResetLink(this.reset, 'user', body);
  }

  @ResetPasswordRoute('Uses the link up, ends every session of the account and confirms its address.')
  resetPassword(@Body() body: unknown) {
    return resetPassword(this.reset, 'user', body);
  }

  /** docs/behaviour.md §21: in the account's own session, so that the link's reader also holds its password. */
  @Access('visitor')
  @Post('verifyEmail')
  @HttpCode(200)
  @Summary(
    'Confirm a visitor’s e-mail address',
    'With the token of the link the sign-up e-mailed (single use, 7 days), in the session of the account it was sent for. 400 for an unknown, used or expired link.',
  )
  @Accepts(verifyEmailInput)
  @Answers(messageAnswer)
  @AnswersError(403, 'The link was sent for another account (it stays unused)')
  async verifyEmail(@CurrentVisitor() visitor: TokenPayload, @Body() body: unknown) {
    await this.verification.verify(parseOrThrow(verifyEmailInput, body).token, visitor.sub);
    return { message: AUTH_MESSAGES.emailVerified };
  }

  @Access('visitor')
  @Post('resendVerification')
  @HttpCode(200)
  @Summary('Send the confirmation link again', 'Nothing is sent once the address is confirmed.')
  @Answers(messageAnswer)
  async resendVerification(@CurrentVisitor() visitor: TokenPayload, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    await this.verification.resend(visitor.sub, requestLanguage(lang, accept));
    return { message: AUTH_MESSAGES.verificationSent };
  }

  @Access('visitor')
  @Get('me')
  @Summary('My visitor account', 'Whether its e-mail address is confirmed.')
  @Answers(AUTH_ANSWERS.userMe)
  me(@CurrentVisitor() visitor: TokenPayload) {
    return this.verification.me(visitor.sub);
  }

  @Get('getUserLogin')
  @Summary('List the visitor accounts', 'Never their passwords.')
  @Answers(AUTH_ANSWERS.userList)
  async list() {
    return { UserLogin: await this.auth.list('user') };
  }
}
