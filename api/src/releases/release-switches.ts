// The one write path of a remote's pointer: a team's signed switch, an admin's switch from the Releases screen, the
// end of a failing canary and the rollback of a failing live release all come here, are checked the same way and
// are written to the audit log.
import { BadRequestException, ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { LiveRelease, ReleaseRemote, ReleaseSwitch } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { type Origin, type ReleaseActor, ReleaseAudit, SYSTEM_ACTOR } from './release-audit.js';
import { type LiveBase, livePointer, type PointerState, ReleaseStore, type StoredPointer } from './release-store.js';
import { ShellUnreachable, ShellVerdicts } from './shell-verdicts.js';

/** A move of the pointer: where it goes, the release it is about, and what the audit log says of it. */
interface Move {
  next: PointerState;
  subject: string | null;
  says: string;
}

/** Moves the system retries when a switch came between its read and its write. */
const SYSTEM_TRIES = 3;

@Injectable()
export class ReleaseSwitches {
  /** Called after every move made here, so this instance's answer of the live pointers is never stale. */
  onMoved?: () => void;

  constructor(
    private readonly store: ReleaseStore,
    private readonly shell: ShellVerdicts,
    private readonly audit: ReleaseAudit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Applies a switch. A promotion needs a registered release the shell accepts (asked now; a rollback goes back to a
   * release that was live, and must work even when the shell does not answer). The pointer moves only from the state
   * it was read in: a switch that another one overtook changes nothing and answers 409.
   */
  async apply(remote: ReleaseRemote, change: ReleaseSwitch, actor: ReleaseActor, origin: Origin): Promise<LiveRelease> {
    if (change.action === 'promote') await this.checkPromotable(remote, change.id);
    const pointer = await this.store.pointer(remote);
    const move = await this.moveOf(remote, pointer, change);
    if (!(await this.store.movePointer(remote, pointer.version, move.next))) {
      throw new ConflictException(`Another switch of ${remote} happened at the same time, and nothing was changed: look at its releases again, then retry`);
    }
    this.onMoved?.();
    await this.audit.record('switch', actor, remote, move.subject, move.says, origin);
    return livePointer(move.next);
  }

  /** Ends a canary by itself (its failures passed the thresholds), unless it has been switched meanwhile. */
  async endFailingCanary(remote: ReleaseRemote, id: string, why: string, origin: Origin): Promise<boolean> {
    for (let tries = 0; tries < SYSTEM_TRIES; tries++) {
      const pointer = await this.store.pointer(remote);
      if (pointer.canary?.id !== id) return false;
      if (await this.store.movePointer(remote, pointer.version, { ...pointer, canary: null })) {
        this.onMoved?.();
        await this.audit.record('canaryEnded', SYSTEM_ACTOR, remote, id, `${remote}: the canary ${id} was ended by itself: ${why}`, origin);
        return true;
      }
    }
    return false;
  }

  /**
   * Rolls a failing live release back by itself to the one live before (when there is one), unless it has been
   * switched meanwhile. A canary running then is ended too, as a rollback ends it.
   */
  async rollBackFailingLive(remote: ReleaseRemote, id: string, why: string, origin: Origin): Promise<string | null> {
    for (let tries = 0; tries < SYSTEM_TRIES; tries++) {
      const pointer = await this.store.pointer(remote);
      const [back, ...rest] = pointer.previous;
      if (pointer.live !== id || !back) return null;
      const next = { live: back, canary: null, liveBase: await this.baseOf(remote, back), previous: rest };
      if (await this.store.movePointer(remote, pointer.version, next)) {
        this.onMoved?.();
        const ended = pointer.canary ? `, canary ${pointer.canary.id} ended` : '';
        await this.audit.record('rolledBack', SYSTEM_ACTOR, remote, id, `${remote}: ${id} was rolled back by itself to ${back}${ended}: ${why}`, origin);
        return back;
      }
    }
    return null;
  }

  /** A release's counts now, from which it is judged once live. */
  private async baseOf(remote: ReleaseRemote, id: string): Promise<LiveBase> {
    const release = await this.store.release(remote, id);
    return { at: new Date(), loads: release?.loads ?? 0, failures: release?.failures ?? 0 };
  }

  private async checkPromotable(remote: ReleaseRemote, id: string) {
    if (!(await this.store.release(remote, id))) throw new BadRequestException(`Release ${id} is not registered for ${remote}`);
    let verdict;
    try {
      verdict = await this.shell.ask(remote, id);
    } catch (err) {
      if (!(err instanceof ShellUnreachable)) throw err;
      throw new ServiceUnavailableException(`The shell could not be asked whether it accepts release ${id}, so nothing was switched: ${err.message}`);
    }
    if (!verdict.accepted) throw new BadRequestException(`The shell refuses release ${id}: ${verdict.reason}`);
  }

  private async moveOf(remote: ReleaseRemote, p: StoredPointer, change: ReleaseSwitch): Promise<Move> {
    const { kept } = this.config.releases;
    switch (change.action) {
      case 'promote': {
        const { id, canaryPercent } = change;
        if (canaryPercent !== undefined) {
          if (p.live === id) throw new BadRequestException(`Release ${id} is already live for ${remote}`);
          const release = await this.store.release(remote, id);
          const base = { loads: release?.loads ?? 0, failures: release?.failures ?? 0 };
          return {
            next: { ...p, canary: { id, percent: canaryPercent, startedAt: new Date(), base } },
            subject: id,
            says: `${remote}: ${id} tried on ${canaryPercent} % of visitors (live: ${p.live ?? 'none'})`,
          };
        }
        // A new live release ends any canary: promoting the canary makes it live for everyone.
        const previous = [...new Set([p.live, ...p.previous])].filter((x): x is string => !!x && x !== id).slice(0, kept);
        return {
          next: { live: id, canary: null, liveBase: await this.baseOf(remote, id), previous },
          subject: id,
          says: `${remote}: ${id} made live (was: ${p.live ?? 'none'})${p.canary ? `, canary ${p.canary.id} ended` : ''}`,
        };
      }
      case 'rollback': {
        const [back, ...rest] = p.previous;
        if (!back) throw new BadRequestException('There is no previous release to roll back to');
        return {
          next: { live: back, canary: null, liveBase: await this.baseOf(remote, back), previous: rest },
          subject: back,
          says: `${remote}: rolled back from ${p.live ?? 'none'} to ${back}${p.canary ? `, canary ${p.canary.id} ended` : ''}`,
        };
      }
      case 'end-canary': {
        if (!p.canary) throw new BadRequestException(`There is no canary of ${remote} to end`);
        return { next: { ...p, canary: null }, subject: p.canary.id, says: `${remote}: the canary ${p.canary.id} was ended` };
      }
    }
  }
}
