import { GoneException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { type Model, Schema } from 'mongoose';
import { AUDIENCE } from '../../accounts/index.js';

export const LINK_SECONDS = 60;
const USED_LINK = 'UsedPreviewLink';

interface UsedLink {
  _id: string;
  expiresAt: Date;
}

/** The ids of links already opened, kept in the shared database (so every instance sees them) until they would have expired anyway. */
const usedLinkSchema = new Schema<UsedLink>({ _id: String, expiresAt: { type: Date, index: true } }, { versionKey: false, collection: 'usedpreviewlinks' });
export const UsedLinksModel = MongooseModule.forFeature([{ name: USED_LINK, schema: usedLinkSchema }]);

/**
 * Signed links that let a frame without the admin's token show one resume once: each lives a minute, is good for
 * one opening, and has its own audience, so it is no session and no session token is one of them.
 */
@Injectable()
export class PreviewLinks {
  constructor(
    private readonly jwt: JwtService,
    @InjectModel(USED_LINK) private readonly used: Model<UsedLink>,
  ) {}

  /** A link to `subject` for the admin who asked (the CV access log names them when the link is opened). */
  issue(subject: string, adminId: string): Promise<string> {
    return this.jwt.signAsync({ sub: subject, adm: adminId }, { audience: AUDIENCE.resumePreview, expiresIn: LINK_SECONDS, jwtid: randomUUID() });
  }

  /**
   * Accepts the token once for this subject: 401 when it is not a valid live link for it, 410 when already opened.
   * Answers the admin the link was made for.
   */
  async redeem(token: string | undefined, subject: string): Promise<string> {
    const claims = await this.jwt
      .verifyAsync<{ sub: string; adm?: string; jti?: string; exp: number }>(token ?? '', { audience: AUDIENCE.resumePreview })
      .catch(() => null);
    if (!claims?.jti || !claims.adm || claims.sub !== subject)
      throw new UnauthorizedException('This resume link has expired. Open the preview again for a new link');
    // Swept here rather than by a TTL index, which the embedded database does not promise.
    await this.used.deleteMany({ expiresAt: { $lt: new Date() } }).exec();
    try {
      await this.used.create({ _id: claims.jti, expiresAt: new Date(claims.exp * 1000) });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw new GoneException('This resume link has already been used. Open the preview again for a new link');
      throw err;
    }
    return claims.adm;
  }
}
