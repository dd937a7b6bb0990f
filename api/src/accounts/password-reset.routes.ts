// The three routes of "Forgot Password" (docs/behaviour.md §21), which admins and visitors share but for the role
// and the words of their summaries: each controller mounts them under its own path, names and audit.
import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { AUTH_MESSAGES, forgotPasswordInput, type Language, messageAnswer, resetLinkInput, resetPasswordInput } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import type { Role } from '../common/auth/requests.js';
import { Accepts, Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import type { PasswordReset } from './password-reset.service.js';

const LINK_GONE = '400 for an unknown, used or expired link.';

/** `forgotPassword`; `sends` says where the link leads and to whom. */
export const ForgotPasswordRoute = (sends: string) =>
  applyDecorators(
    Access('public'),
    Post('forgotPassword'),
    HttpCode(200),
    Summary('Ask for a password reset link', `${sends} The answer is the same for every address.`),
    Accepts(forgotPasswordInput),
    Answers(messageAnswer),
  );

/** The same answer for known and unknown addresses, before the link is even made. */
export function forgotPassword(reset: PasswordReset, role: Role, body: unknown, language?: Language) {
  reset.request(role, parseOrThrow(forgotPasswordInput, body).email, language);
  return { message: AUTH_MESSAGES.resetRequested };
}

/** `resetPassword/check`. */
export const CheckResetLinkRoute = () =>
  applyDecorators(
    Access('public'),
    Post('resetPassword/check'),
    HttpCode(200),
    Summary('Whether a reset link still works', `Does not use the link up: the page asks before the new password is typed. ${LINK_GONE}`),
    Accepts(resetLinkInput),
    Answers(messageAnswer),
  );

export async function checkResetLink(reset: PasswordReset, role: Role, body: unknown) {
  await reset.check(role, parseOrThrow(resetLinkInput, body).token);
  return { message: 'The link works' };
}

/** `resetPassword`; `does` says what else a reset does to the account. */
export const ResetPasswordRoute = (does: string) =>
  applyDecorators(
    Access('public'),
    Post('resetPassword'),
    HttpCode(200),
    Summary('Set a new password with a reset link', `${does} ${LINK_GONE}`),
    Accepts(resetPasswordInput),
    Answers(messageAnswer),
  );

export async function resetPassword(reset: PasswordReset, role: Role, body: unknown) {
  const { token, password } = parseOrThrow(resetPasswordInput, body);
  await reset.reset(role, token, password);
  return { message: AUTH_MESSAGES.passwordReset };
}
