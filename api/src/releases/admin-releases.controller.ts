import { Body, Controller, ForbiddenException, Get, Header, HttpCode, Inject, Logger, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { mayManageReleases, ROLE_MESSAGES } from '@site/contracts';
import { mintCanaryPass } from '@site/contracts/release-tokens';
import { type AdminReleasesView, type CanaryPass, RELEASE_REMOTES, releaseRemovalSchema, releaseSwitchSchema } from '@site/contracts/releases';
import { Area } from '../common/auth/access.decorator.js';
import { CurrentAdmin } from '../common/auth/current-admin.decorator.js';
import type { AdminRequest, TokenPayload } from '../common/auth/requests.js';
import { AuditAs } from '../common/audit.decorators.js';
import { Accepts, Answers, AnswersError, PathParams, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { adminReleasesAnswer, canaryPassAnswer, liveReleaseAnswer, remotePath, removedAnswer } from './release-answers.js';
import { livePointer } from './release-store.js';
import { ReleaseRegistry } from './release-registry.js';
import { ReleaseRemoval } from './release-removal.js';
import { ReleaseSwitches } from './release-switches.js';
import { parseRemote } from './remote-param.js';

/** An admin session's shortest life (TOKEN_TTL.adminSession, 12 h). */
const SHORTEST_SESSION_S = 12 * 60 * 60;

/**
 * The Releases screen, for an admin who may switch some remote (the guard's 'releases' area). Which remotes each may
 * see and switch follows from their role (mayManageReleases: owners every remote, an editor the site variants they
 * edit, only owners the back office), checked here so that every refused switch is logged.
 */
@ApiTags('releases')
@AuditAs('Releases')
@Controller('admin/releases')
export class AdminReleasesController {
  private readonly logger = new Logger('Releases');

  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly switches: ReleaseSwitches,
    private readonly removal: ReleaseRemoval,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Area('releases')
  @Summary(
    'Read the releases of the remotes this admin may switch',
    "Each remote's pointer and its releases (as GET /releases/{remote}); 403 for an admin who may switch none.",
  )
  @Answers(adminReleasesAnswer)
  async view(@CurrentAdmin() admin: TokenPayload, @Req() req: AdminRequest): Promise<AdminReleasesView> {
    const remotes = RELEASE_REMOTES.filter((remote) => mayManageReleases(admin.access, remote));
    if (!remotes.length) this.refuse(admin, req, 'any remote');
    const views = await Promise.all(
      remotes.map(async (remote) => {
        const pointer = await this.registry.pointer(remote);
        return [remote, { pointer: livePointer(pointer), releases: await this.registry.list(remote, pointer) }] as const;
      }),
    );
    return Object.fromEntries(views);
  }

  @Get('canary-pass')
  @Area('releases')
  @Header('Cache-Control', 'no-store')
  @Summary(
    'Get a pass to see every canary in this browser',
    'The value of the `release_canary` cookie the Releases screen sets: the shell serves each canary to a browser holding it, until `expiresAt`, the end of this session.',
  )
  @Answers(canaryPassAnswer)
  canaryPass(@CurrentAdmin() admin: TokenPayload): CanaryPass {
    // Tokens always carry their end; the fallback is only the shortest session, never longer.
    const expiresAt = admin.exp ?? Math.floor(Date.now() / 1000) + SHORTEST_SESSION_S;
    return { pass: mintCanaryPass(this.config.shellSecret, admin.sub, expiresAt), expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  @Post(':remote/switch')
  @Area('self')
  @HttpCode(200)
  @Summary(
    'Promote, try (canary), roll back or end the canary of a remote',
    "The same switch as a team's signed request, for an admin allowed that remote. A promotion asks the shell first: 400 with its reason when it refuses, 503 when it does not answer.",
  )
  @PathParams(remotePath)
  @Accepts(releaseSwitchSchema)
  @Answers(liveReleaseAnswer)
  @AnswersError(409, 'Another switch of this remote happened at the same time')
  switch(@Param('remote') remoteParam: string, @Body() body: unknown, @CurrentAdmin() admin: TokenPayload, @Req() req: AdminRequest) {
    const remote = parseRemote(remoteParam);
    if (!mayManageReleases(admin.access, remote)) this.refuse(admin, req, `the ${remote} remote`);
    return this.switches.apply(remote, parseOrThrow(releaseSwitchSchema, body), { id: admin.sub, name: admin.name }, { method: req.method, path: req.path });
  }

  @Post(':remote/remove')
  @Area('self')
  @HttpCode(200)
  @Summary(
    'Remove a release of a remote',
    "As a team's signed request, for an admin allowed that remote: not the live release, the canary nor a previous one (400). Its folder goes at the team's next release command.",
  )
  @PathParams(remotePath)
  @Accepts(releaseRemovalSchema)
  @Answers(removedAnswer)
  @AnswersError(409, 'A switch made it live, the canary or previous at the same time')
  remove(@Param('remote') remoteParam: string, @Body() body: unknown, @CurrentAdmin() admin: TokenPayload, @Req() req: AdminRequest) {
    const remote = parseRemote(remoteParam);
    if (!mayManageReleases(admin.access, remote)) this.refuse(admin, req, `the ${remote} remote`);
    const { id } = parseOrThrow(releaseRemovalSchema, body);
    return this.removal.remove(remote, id, { id: admin.sub, name: admin.name }, { method: req.method, path: req.path });
  }

  private refuse(admin: TokenPayload, req: AdminRequest, what: string): never {
    this.logger.warn(`Refused ${req.method} ${req.path} to admin ${admin.sub} (${admin.access?.role ?? 'no role'}): may not switch ${what}`);
    throw new ForbiddenException(ROLE_MESSAGES.refused);
  }
}
