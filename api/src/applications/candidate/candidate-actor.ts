import type { TokenPayload } from '../../common/auth/requests.js';

/** Who the history names for what the candidate did on their own page. */
export const CANDIDATE: TokenPayload = { sub: 'candidate', role: 'user', name: 'The candidate' };

export const isCandidate = (actor: TokenPayload) => actor.sub === CANDIDATE.sub && actor.role === CANDIDATE.role;
