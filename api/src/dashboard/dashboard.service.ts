// The back office's home (docs/behaviour.md §2.1): each card's count with this and last month's additions, and the
// latest submissions. Submissions are counted from their derived totals, never by reading them; the site's clients
// and services are a few dozen documents each.
import { Inject, Injectable } from '@nestjs/common';
import { type DashboardFigures, type MonthFigures, SUBMISSION_KEYS } from '@site/contracts';
import { contentService } from '../content/index.js';
import type { ResourceService } from '../common/resource/resource.service.js';
import { SubmissionsService } from '../submissions/index.js';
import { DatabaseKind, EMBEDDED_WORKING_RANGE } from './database-kind.js';

const RECENT = 8;
const monthKey = (d: Date) => d.toISOString().slice(0, 7);
const previousMonth = (now: Date) => monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

@Injectable()
export class DashboardService {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly databaseKind: DatabaseKind,
    @Inject(contentService('clients')) private readonly clients: ResourceService,
    @Inject(contentService('services')) private readonly services: ResourceService,
  ) {}

  async figures(): Promise<DashboardFigures> {
    const now = new Date();
    const [thisMonth, lastMonth] = [monthKey(now), previousMonth(now)];
    const [totals, clients, services, recent, embedded] = await Promise.all([
      this.submissions.totals(),
      this.clients.list(),
      this.services.list(),
      this.submissions.page(SUBMISSION_KEYS, undefined, {}, 1, RECENT),
      this.databaseKind.isEmbedded(),
    ]);
    const ofContent = (docs: Array<Record<string, unknown>>): MonthFigures => {
      const months = docs.map((d) => (d.createdAt instanceof Date ? monthKey(d.createdAt) : ''));
      return { total: docs.length, thisMonth: months.filter((m) => m === thisMonth).length, lastMonth: months.filter((m) => m === lastMonth).length };
    };
    const submissions = Object.fromEntries(
      SUBMISSION_KEYS.map((key) => {
        const t = totals[key];
        return [key, { total: t.n, thisMonth: t.months[thisMonth]?.n ?? 0, lastMonth: t.months[lastMonth]?.n ?? 0 }];
      }),
    ) as DashboardFigures['submissions'];
    return {
      clients: ofContent(clients),
      services: ofContent(services),
      submissions,
      recent: (recent?.items ?? []).map(({ key, doc }) => this.submissions.itemOf(key, doc)),
      database: { embedded, submissions: SUBMISSION_KEYS.reduce((n, key) => n + totals[key].n, 0), workingRange: embedded ? EMBEDDED_WORKING_RANGE : null },
    };
  }
}
