// A team's release requests carry no session: each is signed with the team's Ed25519 key, the one that signs its
// server code (docs/decisions/0010, 0013). The signature covers the method, the path with its query, the time and the
// raw body; it holds for 5 minutes, once; and a team's key opens only its own remote's routes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { Request } from 'express';
import { RELEASE_SIGNATURE_HEADERS, type ReleaseRemote, signedRequestText } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { parseRemote } from './remote-param.js';

/** How far a request's time may be from the API's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** A request under /releases: its body as it came (kept by releaseBodies), and the team its signature proved. */
export type SignedRequest = Request & { rawBody?: Buffer; team?: ReleaseRemote };

@Injectable()
export class TeamSignatureGuard implements CanActivate {
  private readonly logger = new Logger('Releases');
  /** Signatures accepted within the window, and when each may be forgotten: a captured request cannot be sent again. */
  private readonly used = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SignedRequest>();
    const remote = parseRemote(req.params.remote);
    const refuse = (why: string): never => {
      this.logger.warn(`Refused a signed request for the ${remote} remote (${req.method} ${req.path}): ${why}`);
      throw new UnauthorizedException(why);
    };
    const at = req.get(RELEASE_SIGNATURE_HEADERS.at);
    const signature = req.get(RELEASE_SIGNATURE_HEADERS.signature);
    if (!at || !signature)
      return refuse(`A release request must be signed by the ${remote} team: send ${RELEASE_SIGNATURE_HEADERS.at} and ${RELEASE_SIGNATURE_HEADERS.signature}`);
    const time = Date.parse(at);
    if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(time)) return refuse(`${RELEASE_SIGNATURE_HEADERS.at} must be an ISO date and time`);
    if (Math.abs(Date.now() - time) > SIGNATURE_WINDOW_MS)
      return refuse(`${RELEASE_SIGNATURE_HEADERS.at} is more than 5 minutes from the API's clock: sign the request again (and check the clock)`);
    const key = this.keyOf(remote);
    if (!key) return refuse(`No public key is configured for the ${remote} team (${remote.toUpperCase()}_REMOTE_KEY, or .keys/${remote}.pub)`);
    const text = signedRequestText(req.method, req.originalUrl, at, req.rawBody?.toString('utf8') ?? '');
    if (!signatureHolds(text, key, signature)) return refuse(`The signature does not hold for the ${remote} team's key`);
    this.forgetOld();
    if (this.used.has(signature)) return refuse('This signed request was used already: sign it again');
    this.used.set(signature, time + SIGNATURE_WINDOW_MS);
    req.team = remote;
    return true;
  }

  /** The team's public key: the environment's, else the local file the release command makes (read when needed). */
  private keyOf(remote: ReleaseRemote): KeyObject | null {
    const file = path.join(this.config.releases.keysDir, `${remote}.pub`);
    const base64 = this.config.releases.keys[remote] ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
    if (!base64) return null;
    try {
      return createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    } catch {
      this.logger.error(`The public key configured for the ${remote} team is not a base64 DER public key`);
      return null;
    }
  }

  private forgetOld() {
    const now = Date.now();
    for (const [signature, until] of this.used) if (until < now) this.used.delete(signature);
  }
}

function signatureHolds(text: string, key: KeyObject, signature: string): boolean {
  try {
    return verify(null, Buffer.from(text), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
