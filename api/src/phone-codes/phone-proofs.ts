import { BadRequestException, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PHONE_CODE, PHONE_CODE_MESSAGES, type PhoneCodePurpose } from '@site/contracts';

/** The audience of a proof: no other token of the API (an admin's, a visitor's) is one, nor a proof any of them. */
export const PHONE_AUDIENCE = 'phone';
const E164 = /^\+91[6-9]\d{9}$/;

/**
 * The proof that a visitor holds a mobile number: a token the code gave, signed with the API's key, whose subject is
 * the number and which names its purpose. A form that needs the proof (applying, one's applications) checks it here.
 */
@Injectable()
export class PhoneProofs {
  constructor(private readonly jwt: JwtService) {}

  issue(e164: string, purpose: PhoneCodePurpose): Promise<string> {
    return this.jwt.signAsync({ purpose }, { audience: PHONE_AUDIENCE, subject: e164, expiresIn: `${PHONE_CODE.tokenMinutes}m` });
  }

  /** The number ("+919876543210") the token proves for `purpose`; a 400 in the request's language when it proves none. */
  async verify(token: string, purpose: PhoneCodePurpose): Promise<string> {
    const payload = await this.jwt.verifyAsync<{ sub?: unknown; purpose?: unknown }>(token, { audience: PHONE_AUDIENCE }).catch(() => null);
    if (!payload || payload.purpose !== purpose || typeof payload.sub !== 'string' || !E164.test(payload.sub)) {
      throw new BadRequestException(PHONE_CODE_MESSAGES.proofNeeded);
    }
    return payload.sub;
  }
}
