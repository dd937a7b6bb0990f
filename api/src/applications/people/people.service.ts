// One person, however often they apply (docs/behaviour.md §16.3): an application's other applications by the same
// proved number and name, and those possibly the same person (the same name and an unproved number, the same e-mail
// address, a shared phone), found by the lists' terms (bounded by the matches), never merged by themselves.
import { BadRequestException, Injectable } from '@nestjs/common';
import type { PersonAnswer, PossibleReason } from '@site/contracts';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { Doc } from '../../common/resource/resource-hooks.js';
import { candidateTerm, phoneTerm, SubmissionsService } from '../../submissions/index.js';
import { APPLICATION_KIND } from '../application-kind.js';
import { stageOf } from '../applications.service.js';
import { PersonLinks } from './person-links.js';

const { key } = APPLICATION_KIND;
/** Applications read per term: a family phone or a shared office address has a few, not thousands. */
const PER_TERM = 50;

/** A name as people type it in different ways: case, spacing and Unicode forms aside. */
const nameKey = (name: unknown) =>
  String(name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const provedOf = (d: Doc) => (d.phoneVerified === true && typeof d.candidate === 'string' ? d.candidate : null);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

const shown = (d: Doc) => ({
  id: String(d._id),
  name: text(d.name),
  jobTitle: text(d.jobTitle),
  status: stageOf(d),
  createdAt: new Date(d.createdAt as string | Date).toISOString(),
});

@Injectable()
export class People {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly links: PersonLinks,
    private readonly events: DomainEventBus,
  ) {}

  /** The person of application `id`: their other applications, and those possibly theirs. */
  async of(id: string): Promise<PersonAnswer> {
    const doc = await this.submissions.findOne(key, id);
    const candidate = provedOf(doc);
    const email = text(doc.email).toLowerCase();
    const terms = [candidate && candidateTerm(candidate), text(doc.mobile) && phoneTerm(text(doc.mobile)), email && `e:${email}`].filter((t): t is string =>
      Boolean(t),
    );
    const found = new Map<string, Doc>();
    for (const term of terms)
      for (const { doc: other } of await this.submissions.holding([key], term, PER_TERM)) if (String(other._id) !== id) found.set(String(other._id), other);
    const said = await this.links.of(id, [...found.keys()]);
    const answer: PersonAnswer = { candidate, applications: [], possible: [], apart: [] };
    for (const [otherId, other] of found) {
      const link = said.get(otherId);
      if (link) {
        if (link.same) answer.applications.push({ ...shown(other), linkedBy: link.byName });
        else answer.apart.push({ ...shown(other), by: link.byName });
        continue;
      }
      const reason = this.reasonOf(doc, other);
      if (reason === 'same') answer.applications.push({ ...shown(other), linkedBy: null });
      else if (reason) answer.possible.push({ ...shown(other), reason });
    }
    return answer;
  }

  /** A recruiter says application `other` is (`same`) or is not the same person as `id`: its fact is told once stored. */
  async link(id: string, other: string, same: boolean, actor: TokenPayload) {
    if (id === other) throw new BadRequestException('An application is always its own person');
    const [a, b] = await Promise.all([this.submissions.findOne(key, id), this.submissions.findOne(key, other)]);
    await this.links.set(id, other, same, actor);
    await this.events.publish('application.personLinked', { applications: [a, b], same, actor });
  }

  /** How another application relates to this one, without a recruiter's word: the same person, possibly, or not. */
  private reasonOf(doc: Doc, other: Doc): 'same' | PossibleReason | null {
    const [mine, theirs] = [provedOf(doc), provedOf(other)];
    const sameName = nameKey(doc.name) === nameKey(other.name);
    if (mine && mine === theirs) return sameName ? 'same' : 'sharedPhone';
    if (sameName && text(doc.mobile) && phoneTerm(text(doc.mobile)) === phoneTerm(text(other.mobile))) return 'sameNameAndPhone';
    if (text(doc.email) && text(doc.email).toLowerCase() === text(other.email).toLowerCase()) return 'sameEmail';
    return null;
  }
}
