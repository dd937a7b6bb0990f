// A team's release requests carry no session: each is signed with the team's Ed25519 key, the one that signs its
// server code (docs/decisions/0010, 0013). The signature covers the method, the path with its query, the time and the
// raw body; it holds for 5 minutes, once, on every instance (the signatures used are kept in the database until
// their time is past); and a team's key opens only its own remote's routes. The signature is taken only in its one
// canonical base64 spelling, and remembered by its bytes: the same signature written another way (no padding, more
// padding, `-_`) is not a new request.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { Request } from 'express';
import { RELEASE_SIGNATURE_HEADERS, type ReleaseRemote, signedRequestText } from '@site/contracts/releases';
import type { Collection } from 'mongodb';
import { type Expiring, ExpiringCollections, isDuplicateKey } from '../common/abuse/expiring-collections.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { parseRemote } from './remote-param.js';

/** How far a request's time may be from the API's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** A request under /releases: its body as it came (kept by releaseBodies), and the team its signature proved. */
export type SignedRequest = Request & { rawBody?: Buffer; team?: ReleaseRemote };

@Injectable()
export class TeamSignatureGuard implements CanActivate {
  private readonly logger = new Logger('Releases');
  /**
   * The signatures accepted (by their hash), each until its request's time is out of the window: a captured request
   * cannot be sent again, to this instance or another.
   */
  private readonly used: Collection<Expiring>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    expiring: ExpiringCollections,
  ) {
    this.used = expiring.of<Expiring>('releasesignatures');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
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
    const bytes = canonicalSignature(signature);
    if (!bytes)
      return refuse(
        `${RELEASE_SIGNATURE_HEADERS.signature} must be an Ed25519 signature (64 bytes) in standard base64 with its padding, ${SIGNATURE_CHARS} characters`,
      );
    const key = this.keyOf(remote);
    if (!key) return refuse(`No public key is configured for the ${remote} team (${remote.toUpperCase()}_REMOTE_KEY, or .keys/${remote}.pub)`);
    const text = signedRequestText(req.method, req.originalUrl, at, req.rawBody?.toString('utf8') ?? '');
    if (!signatureHolds(text, key, bytes)) return refuse(`The signature does not hold for the ${remote} team's key`);
    // One insert by `_id`: of two instances given the same request at once, one is refused.
    const once = { _id: createHash('sha256').update(bytes).digest('hex'), expiresAt: new Date(time + SIGNATURE_WINDOW_MS) };
    const fresh = await this.used.insertOne(once).then(
      () => true,
      (err: unknown) => (isDuplicateKey(err) ? false : Promise.reject(err)),
    );
    if (!fresh) return refuse('This signed request was used already: sign it again');
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
}

/** The length of a 64-byte signature in base64. */
const SIGNATURE_CHARS = 88;

/**
 * The signature's bytes when the header is their canonical base64, else null. Buffer.from(s, 'base64') is lenient
 * (it skips padding and takes `-_`), so the text is encoded again and compared.
 */
function canonicalSignature(header: string): Buffer | null {
  const bytes = Buffer.from(header, 'base64');
  return bytes.length === 64 && bytes.toString('base64') === header ? bytes : null;
}

function signatureHolds(text: string, key: KeyObject, signature: Buffer): boolean {
  try {
    return verify(null, Buffer.from(text), key, signature);
  } catch {
    return false;
  }
}
