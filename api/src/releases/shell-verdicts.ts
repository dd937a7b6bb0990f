// Whether the shell accepts a release: the shell reads the release's signed record, compares what it was built
// against with what the shell provides, and draws a page with its server code (docs/decisions/0013). The API asks
// before every promotion, and for each release of a list.
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { ReleaseRemote } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig } from '../config/env.js';

export interface Verdict {
  accepted: boolean;
  reason?: string;
}

const verdictSchema = z.object({ accepted: z.boolean(), reason: z.string().max(2000).optional() });

/** The shell did not answer, or not as it should. */
export class ShellUnreachable extends Error {}

/** How long a list reuses a verdict: a list is read often, a release does not change. */
const LIST_VERDICT_MS = 60_000;

@Injectable()
export class ShellVerdicts {
  private readonly known = new Map<string, { at: number; verdict: Promise<Verdict> }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Asks the shell now (a promotion); the answer serves the lists too. Throws ShellUnreachable. */
  async ask(remote: ReleaseRemote, id: string): Promise<Verdict> {
    const verdict = this.fetchVerdict(remote, id);
    const entry = { at: Date.now(), verdict };
    this.known.set(`${remote}:${id}`, entry);
    verdict.catch(() => this.known.get(`${remote}:${id}`) === entry && this.known.delete(`${remote}:${id}`));
    return verdict;
  }

  /** For a list: the verdict of the last minute, else asked now; an unreachable shell is a refusal that says so. */
  async forList(remote: ReleaseRemote, id: string): Promise<Verdict> {
    const known = this.known.get(`${remote}:${id}`);
    const verdict = known && Date.now() - known.at < LIST_VERDICT_MS ? known.verdict : this.ask(remote, id);
    return verdict.catch((err: Error) => ({ accepted: false, reason: `the shell could not be asked: ${err.message}` }));
  }

  /** Forgets what the lists were told of releases no longer registered. */
  forget(remote: ReleaseRemote, ids: string[]) {
    for (const id of ids) this.known.delete(`${remote}:${id}`);
  }

  private async fetchVerdict(remote: ReleaseRemote, id: string): Promise<Verdict> {
    const { shellCheckUrl, shellCheckTimeoutMs } = this.config.releases;
    const url = `${shellCheckUrl}/_releases/check/${encodeURIComponent(remote)}/${encodeURIComponent(id)}`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(shellCheckTimeoutMs) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why =
        (err as Error).name === 'TimeoutError' ? `no answer within ${shellCheckTimeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (err as Error).message);
      throw new ShellUnreachable(`${url} did not answer (${why})`);
    }
    const body: unknown = await res.json().catch(() => undefined);
    const parsed = verdictSchema.safeParse(body);
    // A verdict is a verdict whatever the status (a shell may answer a refusal with 4xx); anything else is no answer.
    if (!parsed.success) throw new ShellUnreachable(`${url} answered ${res.status} without a verdict`);
    return parsed.data.accepted ? { accepted: true } : { accepted: false, reason: parsed.data.reason || 'no reason given' };
  }
}
