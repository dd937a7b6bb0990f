import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { PHONE_CODE_ANSWERS, PHONE_CODE_ROUTES, phoneCodeRequestInput, phoneCodeVerifyInput } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import { Accepts, Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { requestLanguageNow } from '../common/http/request-language.js';
import { PhoneCodes, RetryLater } from './phone-codes.service.js';

/** The client's address as the rate limits key it (an IPv6 client by its /56). */
const clientOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** A refusal of this room's own, with its Retry-After. */
const AnswersRetryLater = (status: 429 | 503, description: string) =>
  ApiResponse({
    status,
    description,
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });

/** A refusal that says when to try again carries it as Retry-After too. */
async function withRetryAfter<T>(res: Response, answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (err) {
    if (err instanceof RetryLater) res.set('Retry-After', String(err.retryAfterS));
    throw err;
  }
}

@ApiTags('PhoneCodes')
@Controller()
export class PhoneCodesController {
  constructor(private readonly codes: PhoneCodes) {}

  @Access('public')
  @Post(PHONE_CODE_ROUTES.request)
  @HttpCode(202)
  @Summary(
    'Send a code by SMS to a mobile number',
    'A 6-digit code, good for 10 minutes and 5 tries, in the request’s language, its last line the WebOTP line (`@<site host> #<code>`). A new code replaces the last, no sooner than 30 s after it. `website` and `fillMs` are the forms’ bot defence: a bot gets the same answer and no SMS. Limited per number, client address, number range and site-wide (README, docs/sms.md).',
  )
  @Accepts(phoneCodeRequestInput)
  @Answers(PHONE_CODE_ANSWERS.sent, 202, 'The code is on its way')
  @AnswersRetryLater(429, 'A code was sent less than 30 s ago, or a limit is reached; Retry-After says when to try again')
  @AnswersRetryLater(503, 'The SMS could not be sent now (or the database is out of reach); Retry-After says when to try again')
  request(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.codes.request(body, clientOf(req), requestLanguageNow()));
  }

  @Access('public')
  @Post(PHONE_CODE_ROUTES.verify)
  @HttpCode(200)
  @Summary(
    'Prove a mobile number with its code',
    'Answers a token (JWT, audience `phone`, 30 minutes) whose subject is the number and which names the purpose; the code is used up. 400 for a wrong code (with the tries left), an expired or used one.',
  )
  @Accepts(phoneCodeVerifyInput)
  @Answers(PHONE_CODE_ANSWERS.verified)
  @AnswersRetryLater(429, 'Too many codes tried from this address; Retry-After says when to try again')
  verify(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.codes.verify(body, clientOf(req)));
  }
}
