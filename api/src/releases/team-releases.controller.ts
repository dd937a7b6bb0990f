import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RELEASE_SIGNATURE_HEADERS, releaseRemovalSchema, releaseSwitchSchema } from '@site/contracts/releases';
import { Access } from '../common/auth/access.decorator.js';
import { AuditAs } from '../common/audit.decorators.js';
import { Accepts, Answers, AnswersError, PathParams, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import { teamActor } from './release-audit.js';
import { liveReleaseAnswer, registeredAnswer, registrationDoc, registrationSchema, releaseListAnswer, remotePath, removedAnswer } from './release-answers.js';
import { assertSameRemote, ReleaseRegistry } from './release-registry.js';
import { ReleaseRemoval } from './release-removal.js';
import { ReleaseSwitches } from './release-switches.js';
import { type SignedRequest, TeamSignatureGuard } from './team-signature.guard.js';

const origin = (req: SignedRequest) => ({ method: req.method, path: req.path });

/**
 * A remote's team, by the release commands: no session, each request signed with the team's key (TeamSignatureGuard),
 * which opens only its own remote. Public as far as sessions go: the guard is the check.
 */
@ApiTags('releases')
@AuditAs('TeamReleases')
@Access('public')
@UseGuards(TeamSignatureGuard)
@ApiHeader({
  name: RELEASE_SIGNATURE_HEADERS.at,
  required: true,
  description: "When the request was signed (ISO); accepted within 5 minutes of the API's clock",
})
@ApiHeader({
  name: RELEASE_SIGNATURE_HEADERS.signature,
  required: true,
  description: "Base64 Ed25519 signature, by the remote's team key, of `METHOD\\npath?query\\nat\\nraw body`; each is accepted once",
})
@AnswersError(401, 'Not signed, signed by another key, or signed more than 5 minutes ago')
@Controller('releases')
export class TeamReleasesController {
  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly switches: ReleaseSwitches,
    private readonly removal: ReleaseRemoval,
  ) {}

  @Post(':remote')
  @Summary(
    'Register a release of the remote',
    '201 the first time, 200 with the same answer when sent again. Keeps the newest RELEASES_KEPT (10) releases and always the live, canary and previous ones; `pruned` lists those removed, whose folders the release command deletes.',
  )
  @PathParams(remotePath)
  @Accepts(registrationDoc)
  @Answers(registeredAnswer, 201)
  @Answers(registeredAnswer, 200, 'Registered already: the same answer')
  async register(@Body() body: unknown, @Req() req: SignedRequest, @Res({ passthrough: true }) res: Response) {
    const { record } = parseOrThrow(registrationSchema, body);
    assertSameRemote(req.team!, record);
    const { created, answer } = await this.registry.register(record, origin(req));
    if (!created) res.status(200);
    return answer;
  }

  @Get(':remote')
  @Summary(
    "List the remote's releases",
    'Newest first: whether each is live or in canary, what it was built against, whether the shell accepts it (and why not), and its reports.',
  )
  @PathParams(remotePath)
  @Answers(releaseListAnswer)
  list(@Req() req: SignedRequest) {
    return this.registry.list(req.team!);
  }

  @Post(':remote/switch')
  @HttpCode(200)
  @Summary(
    'Promote, try (canary), roll back or end the canary of the remote',
    'As the Releases screen does. A promotion asks the shell first: 400 with its reason when it refuses, 503 when it does not answer; 409 when another switch came at the same time.',
  )
  @PathParams(remotePath)
  @Accepts(releaseSwitchSchema)
  @Answers(liveReleaseAnswer)
  @AnswersError(409, 'Another switch of this remote happened at the same time')
  switch(@Body() body: unknown, @Req() req: SignedRequest) {
    const remote = req.team!;
    return this.switches.apply(remote, parseOrThrow(releaseSwitchSchema, body), teamActor(remote), origin(req));
  }

  @Post(':remote/remove')
  @HttpCode(200)
  @Summary(
    'Remove a release of the remote',
    'Neither the live release, the canary nor a previous one (400 saying which it is). It leaves the registry (audited); `releases` lists those kept, whose folders the release command keeps and whose others it deletes.',
  )
  @PathParams(remotePath)
  @Accepts(releaseRemovalSchema)
  @Answers(removedAnswer)
  @AnswersError(409, 'A switch made it live, the canary or previous at the same time')
  remove(@Body() body: unknown, @Req() req: SignedRequest) {
    const remote = req.team!;
    return this.removal.remove(remote, parseOrThrow(releaseRemovalSchema, body).id, teamActor(remote), origin(req));
  }
}
