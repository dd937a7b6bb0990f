// Removing a release no one wants any more (a build the shell refused, say), by its team's signed request or an
// allowed admin: it leaves the registry, and the release command deletes its folder. Never a release the shell may
// draw: the live one, the canary, or one live before (where a rollback and the shell's fallback go).
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { ReleaseRemote, ReleaseRemoved } from '@site/contracts/releases';
import { type Origin, type ReleaseActor, ReleaseAudit } from './release-audit.js';
import { ReleaseStore, type StoredPointer } from './release-store.js';
import { ShellVerdicts } from './shell-verdicts.js';

/** What the release is to the remote's pointer, in the words of a refusal; null when the shell never draws it. */
function inUse(p: StoredPointer, id: string): string | null {
  if (p.live === id) return 'live';
  if (p.canary?.id === id) return 'the canary';
  if (p.previous.includes(id)) return 'a previous release (where a rollback goes)';
  return null;
}

@Injectable()
export class ReleaseRemoval {
  constructor(
    private readonly store: ReleaseStore,
    private readonly shell: ShellVerdicts,
    private readonly audit: ReleaseAudit,
  ) {}

  async remove(remote: ReleaseRemote, id: string, actor: ReleaseActor, origin: Origin): Promise<ReleaseRemoved> {
    const release = await this.store.release(remote, id);
    if (!release) throw new BadRequestException(`Release ${id} is not registered for ${remote}`);
    const use = inUse(await this.store.pointer(remote), id);
    if (use) throw new BadRequestException(`Release ${id} is ${use} of ${remote}, so it cannot be removed`);
    await this.store.remove(remote, [id]);
    // A switch that passed its own checks just before may have moved the pointer to it meanwhile: then it stays.
    const after = inUse(await this.store.pointer(remote), id);
    if (after) {
      await this.store.restore(release);
      throw new ConflictException(`Release ${id} became ${after} of ${remote} at the same time, so it was not removed`);
    }
    this.shell.forget(remote, [id]);
    await this.audit.record('remove', actor, remote, id, `${remote}: release ${id} removed`, origin);
    return { removed: id, releases: (await this.store.releasesOf(remote)).map((r) => r.id) };
  }
}
