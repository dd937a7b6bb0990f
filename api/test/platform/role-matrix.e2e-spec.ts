// Back-office roles (docs/behaviour.md §22, issue #29 part 2): every route of the running app's router, called with
// each role's token, against the matrix below. A route missing from the matrix fails, so a new route must be
// classified here. Only the guard's 403 counts as refused: past the guard a route may answer 400 or 404 (the test
// sends empty bodies and unknown ids, so it changes nothing it reads later).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RESOURCES, type ResourceKey } from '@site/contracts';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type Who = 'owner' | 'recruiter' | 'editorMain' | 'editorIntegrated' | 'editorBoth';
const ADMINS: Who[] = ['owner', 'recruiter', 'editorMain', 'editorIntegrated', 'editorBoth'];

/** Area → the admins who may call its routes. `public` and `visitor` routes are not the back office's. */
const ROLES_OF = {
  public: ADMINS,
  visitor: [] as Who[],
  owner: ['owner'],
  self: ADMINS,
  hiring: ['owner', 'recruiter'],
  'content:main': ['owner', 'editorMain', 'editorBoth'],
  'content:integrated': ['owner', 'editorIntegrated', 'editorBoth'],
  'content:shared': ['owner', 'editorBoth'],
  // The Releases screen: an admin who may switch some remote (docs/decisions/0013).
  releases: ['owner', 'editorMain', 'editorIntegrated', 'editorBoth'],
} satisfies Record<string, Who[]>;
type Area = keyof typeof ROLES_OF;

/** The area of each resource's admin routes, written out here rather than read from the code under test. */
const RESOURCE_MATRIX: Record<ResourceKey, Area> = {
  banner: 'content:main',
  missions: 'content:main',
  help: 'content:main',
  testimonial: 'content:main',
  integratedBanner: 'content:integrated',
  integratedMission: 'content:integrated',
  clients: 'content:integrated',
  aboutCards: 'content:integrated',
  services: 'content:shared',
  about: 'content:shared',
  adminContact: 'content:shared',
  jobs: 'hiring',
  applyJobs: 'hiring',
  ServiceEnquiry: 'owner',
  homeEnquiry: 'owner',
  userContact: 'owner',
  privacyNotice: 'owner',
};

/** Every other route: `METHOD /path` as the router names it → its area. */
const ROUTE_MATRIX: Record<string, Area> = {
  'GET /health': 'public',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /uploads/:name': 'public',
  'GET /files/resume/:id': 'public',
  'GET /application/:token': 'public',
  'POST /application/:token/withdraw': 'public',
  'GET /application/:token/export': 'public',
  'POST /application/:token/erase': 'public',
  'POST /admin/AdminLogin/addAdminLogin': 'public',
  'POST /admin/UserLogin/UserLogin': 'public',
  'POST /admin/UserLogin/UserRegister': 'public',
  'POST /admin/UserLogin/deleteAccount': 'visitor',
  'GET /admin/UserLogin/getUserLogin': 'owner',
  'GET /admin/AdminLogin/getAdminLogin': 'owner',
  'GET /admin/AdminLogin/interviewers': 'hiring',
  'POST /admin/AdminLogin/addAdmin': 'owner',
  'POST /admin/AdminLogin/changeRole/:id': 'owner',
  'POST /admin/AdminLogin/disableAdmin/:id': 'owner',
  'POST /admin/AdminLogin/enableAdmin/:id': 'owner',
  'GET /admin/AdminLogin/me': 'self',
  'POST /admin/AdminLogin/changePassword': 'self',
  'POST /admin/AdminLogin/signOutEverywhere': 'self',
  'POST /admin/AdminLogin/twoFactor/start': 'self',
  'POST /admin/AdminLogin/twoFactor/confirm': 'self',
  'POST /admin/AdminLogin/twoFactor/disable': 'self',
  'GET /admin/AdminLogin/twoFactor/policy': 'owner',
  'POST /admin/AdminLogin/twoFactor/policy': 'owner',
  'POST /admin/AdminLogin/twoFactor/reset/:id': 'owner',
  'GET /admin/audit': 'owner',
  'GET /admin/dashboard': 'owner',
  'GET /admin/export/:key': 'owner',
  'GET /admin/mail/deliveries/:submissionId': 'owner',
  'GET /admin/inbox': 'owner',
  'GET /admin/inbox/counts': 'hiring',
  'GET /admin/inbox/:type/:id': 'owner',
  'POST /admin/inbox/:type/:id': 'owner',
  // The inbox item routes with the type of a job application (see `concrete`).
  'GET /admin/inbox/applyJobs/:id': 'hiring',
  'POST /admin/inbox/applyJobs/:id': 'hiring',
  'GET /admin/privacy/person': 'owner',
  'GET /admin/privacy/person/resumes': 'owner',
  'POST /admin/privacy/erase': 'owner',
  'GET /admin/privacy/retention': 'owner',
  'POST /admin/privacy/retention': 'owner',
  'POST /admin/privacy/retention/run': 'owner',
  'GET /admin/hiring/interviews': 'hiring',
  'GET /admin/hiring/interviews/:id': 'hiring',
  'POST /admin/hiring/interviews/:id': 'hiring',
  'POST /admin/hiring/interviews/:id/:interviewId': 'hiring',
  'POST /admin/hiring/interviews/:id/:interviewId/cancel': 'hiring',
  'GET /admin/applications/:id/person': 'hiring',
  'POST /admin/applications/:id/person': 'hiring',
  'GET /admin/hiring/templates': 'hiring',
  'POST /admin/hiring/templates/:status': 'hiring',
  'GET /admin/hiring/templates/:status/preview': 'hiring',
  'GET /admin/applyJobs/resume/:id': 'hiring',
  'GET /admin/applyJobs/resumeLog/:id': 'hiring',
  'GET /admin/applyJobs/resumeLink/:id': 'hiring',
  'GET /admin/settings': 'owner',
  'PUT /admin/settings': 'owner',
  'GET /admin/settings/public': 'public',
  'GET /admin/settings/sources': 'hiring',
  'POST /admin/AdminLogin/forgotPassword': 'public',
  'POST /admin/AdminLogin/resetPassword': 'public',
  'POST /admin/UserLogin/forgotPassword': 'public',
  'POST /admin/UserLogin/resetPassword': 'public',
  'POST /admin/AdminLogin/resetPassword/check': 'public',
  'POST /admin/UserLogin/resetPassword/check': 'public',
  // The venue of a walk-in drive (docs/behaviour.md §26.5–§26.8).
  'GET /admin/drives': 'hiring',
  'POST /admin/drives': 'hiring',
  'GET /admin/drives/:id': 'hiring',
  'PUT /admin/drives/:id': 'hiring',
  'POST /admin/drives/:id/cancel': 'hiring',
  'GET /drives': 'public',
  'GET /drives/:id': 'public',
  'POST /drives/:id/bookings': 'public',
  'GET /application/:token/booking': 'public',
  'POST /application/:token/booking': 'public',
  'DELETE /application/:token/booking': 'public',
  'GET /admin/drives/:id/people': 'hiring',
  'GET /admin/drives/:id/find': 'hiring',
  'POST /admin/drives/:id/check-ins': 'hiring',
  'POST /admin/drives/:id/walk-ins': 'hiring',
  'POST /admin/drives/:id/outcomes': 'hiring',
  'POST /admin/drives/:id/no-shows': 'hiring',
  'GET /admin/drives/:id/funnel': 'hiring',
  'GET /admin/drives/:id/funnel.csv': 'hiring',
  'POST /phone-codes': 'public',
  'POST /phone-codes/verify': 'public',
  'POST /applications/by-phone': 'public',
  'POST /applications/mine': 'public',
  'POST /admin/UserLogin/verifyEmail': 'visitor',
  'POST /admin/UserLogin/resendVerification': 'visitor',
  'GET /admin/UserLogin/me': 'visitor',
  'GET /admin/UserLogin/myApplications': 'visitor',
  'GET /admin/history/deleted': 'owner',
  // An item's versions take its resource's area: called with a main banner's (see `concrete`).
  'GET /admin/history/:resource/:id': 'content:main',
  'GET /admin/history/:resource/:id/:n': 'content:main',
  'POST /admin/history/:resource/:id/:n/restore': 'content:main',
  // Releases: the teams' routes are signed, not sessions (public to the guard); a remote's switch is its variant's.
  'GET /releases/live': 'public',
  'POST /releases/report': 'public',
  'GET /releases/:remote': 'public',
  'POST /releases/:remote': 'public',
  'POST /releases/:remote/switch': 'public',
  'POST /releases/:remote/remove': 'public',
  'GET /admin/releases': 'releases',
  'GET /admin/releases/canary-pass': 'releases',
  'POST /admin/releases/:remote/switch': 'content:main',
  'POST /admin/releases/:remote/remove': 'content:main',
};

/** The resources' routes: content is read by anyone; submissions are sent by anyone; the rest is the area's. */
function resourceRoutes(): Record<string, Area> {
  const routes: Record<string, Area> = {};
  for (const [key, area] of Object.entries(RESOURCE_MATRIX) as Array<[ResourceKey, Area]>) {
    const r = RESOURCES[key];
    const submission = r.access === 'submission';
    routes[`GET /${r.path}/${r.list}`] = submission ? area : 'public';
    routes[`GET /${r.path}/${r.list}/:id`] = submission ? area : 'public';
    routes[`POST /${r.path}/${r.add}`] = submission ? 'public' : area;
    routes[`POST /${r.path}/${r.edit}`] = area;
    routes[`POST /${r.path}/${r.remove}`] = area;
  }
  return routes;
}

const UNKNOWN_ID = '0123456789abcdef01234567';
/** A path to call: unknown ids, and values that reach past the path's own checks. */
const concrete = (path: string) =>
  path
    .replace(':type', 'homeEnquiry')
    .replace(':status', 'Hired')
    .replace(':key', 'applyJobs')
    .replace(':name', 'nothing-here.png')
    .replace(':token', 'not-a-link')
    .replace(':resource', 'banner')
    .replace(':n', '1')
    .replace(':remote', 'main')
    .replace(/:[A-Za-z]+/g, UNKNOWN_ID);

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every method and path the running app's Express router serves. */
function routerRoutes(api: TestApi): string[] {
  const stack = (api.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } }).router.stack;
  return stack
    .filter((l) => l.route)
    .flatMap((l) =>
      Object.keys(l.route!.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m.toUpperCase()} ${l.route!.path}`),
    );
}

let api: TestApi;
const tokens = {} as Record<Who, string>;
const SITES: Partial<Record<Who, object>> = {
  recruiter: { role: 'recruiter' },
  editorMain: { role: 'editor', sites: ['main'] },
  editorIntegrated: { role: 'editor', sites: ['integrated'] },
  editorBoth: { role: 'editor', sites: ['main', 'integrated'] },
};
const signIn = async (email: string, password: string) =>
  (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email, password }).expect(200)).body.token as string;

/** Fresh tokens for every role (the matrix signs each out everywhere). */
async function signInAll() {
  tokens.owner = await signIn(api.config.admin.email, api.config.admin.password);
  for (const who of Object.keys(SITES)) tokens[who as Who] = await signIn(`${who.toLowerCase()}@firm.in`, `${who}-pass-1`);
}

beforeAll(async () => {
  api = await startApi();
  tokens.owner = await api.adminToken();
  for (const [who, role] of Object.entries(SITES)) {
    await api.http
      .post('/admin/AdminLogin/addAdmin')
      .set('Authorization', `Bearer ${tokens.owner}`)
      .send({ name: who, email: `${who.toLowerCase()}@firm.in`, password: `${who}-pass-1`, ...role })
      .expect(201);
  }
  await signInAll();
});
afterAll(() => api.close());

describe('the role matrix', () => {
  it('classifies every route of the router', () => {
    const known = { ...ROUTE_MATRIX, ...resourceRoutes() };
    // The OpenAPI reader and document are public, and Nest's catch-all answers 404 for every unknown path.
    const notOurs = (r: string) => / \/docs/.test(r) || r.endsWith(' {/*splat}');
    const unclassified = routerRoutes(api).filter((r) => !notOurs(r) && !(r in known));
    expect(unclassified).toEqual([]);
  });

  it('lets each role call exactly the routes of its areas', async () => {
    const expected = { ...ROUTE_MATRIX, ...resourceRoutes() };
    const served = new Set(routerRoutes(api));
    // The inbox item routes are called twice: with an application's type and with another type.
    const calls = Object.entries(expected).filter(([route]) => served.has(route) || served.has(route.replace('applyJobs/:id', ':type/:id')));
    // Signing out everywhere ends the caller's token: it goes last.
    calls.sort(([a], [b]) => Number(a.endsWith('signOutEverywhere')) - Number(b.endsWith('signOutEverywhere')));
    expect(calls.length).toBeGreaterThan(120);
    const wrong: string[] = [];
    for (const [route, area] of calls) {
      const [method, path] = route.split(' ') as [string, string];
      // The roles call a route at once (unknown ids: no call changes anything another one reads).
      await Promise.all(
        ADMINS.map(async (who) => {
          const call = method === 'GET' ? api.http.get(concrete(path)) : api.http[method === 'PUT' ? 'put' : 'post'](concrete(path)).send({});
          const res = await call.set('Authorization', `Bearer ${tokens[who]}`);
          const allowed = (ROLES_OF[area] as Who[]).includes(who);
          // Public routes may answer 401/403 of their own (an expired link); an admin route's refusal is the role's 403.
          const byRole = res.status === 403 && res.body.message === 'Your role does not allow this';
          const refused = area === 'visitor' ? res.status === 401 || res.status === 403 : byRole || (area !== 'public' && res.status === 401);
          if (allowed === refused) wrong.push(`${who} ${route}: ${res.status} ${JSON.stringify(res.body?.message ?? '')}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    // About 900 calls: a bound for a loaded machine, not a measure.
  }, 300_000);
});

describe('roles of admin accounts', () => {
  beforeAll(signInAll);
  const owner = () => `Bearer ${tokens.owner}`;
  const add = (body: object) => api.http.post('/admin/AdminLogin/addAdmin').set('Authorization', owner()).send(body);
  const idOf = async (email: string) =>
    (
      (await api.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', owner()).expect(200)).body.AdminLogin as Array<{ _id: string; email: string }>
    ).find((a) => a.email === email)!._id;

  it('adds an owner without a role, and validates a role and its sites with messages', async () => {
    const res = await add({ name: 'Plain', email: 'plain@firm.in', password: 'plain-pass-1' }).expect(201);
    expect(res.body.admin).toMatchObject({ role: 'owner' });
    expect(res.body.admin.sites).toBeUndefined();
    const cases: Array<[object, string]> = [
      [{ role: 'boss' }, 'Role must be owner, recruiter or editor'],
      [{ role: 'editor' }, 'Choose the site an editor edits: main, integrated or both'],
      [{ role: 'editor', sites: [] }, 'Choose the site an editor edits: main, integrated or both'],
      [{ role: 'editor', sites: ['other'] }, 'A site is main or integrated'],
      [{ role: 'recruiter', sites: ['main'] }, 'Only an editor has sites'],
    ];
    for (const [role, message] of cases)
      expect((await add({ name: 'X', email: 'x@firm.in', password: 'x-pass-123', ...role }).expect(400)).body.message).toBe(message);
    const me = await api.http.get('/admin/AdminLogin/me').set('Authorization', `Bearer ${tokens.editorIntegrated}`).expect(200);
    expect(me.body).toMatchObject({ email: 'editorintegrated@firm.in', role: 'editor', sites: ['integrated'] });
  });

  it('applies a role change on the next request, with the same token', async () => {
    const token = await (async () => {
      await add({ name: 'Mover', email: 'mover@firm.in', password: 'mover-pass-1', role: 'recruiter' }).expect(201);
      return signIn('mover@firm.in', 'mover-pass-1');
    })();
    const id = await idOf('mover@firm.in');
    await api.http.post('/admin/banner/addBanner').set('Authorization', `Bearer ${token}`).send({}).expect(403);
    const changed = await api.http
      .post(`/admin/AdminLogin/changeRole/${id}`)
      .set('Authorization', owner())
      .send({ role: 'editor', sites: ['integrated', 'main'] })
      .expect(200);
    expect(changed.body).toEqual({ message: 'Role changed', admin: { _id: id, role: 'editor', sites: ['main', 'integrated'] } });
    await api.http.post('/admin/banner/addBanner').set('Authorization', `Bearer ${token}`).send({}).expect(400);
    await api.http.get('/admin/hiring/templates').set('Authorization', `Bearer ${token}`).expect(403);
    expect((await api.http.post(`/admin/AdminLogin/changeRole/${id}`).set('Authorization', owner()).send({ role: 'editor' }).expect(400)).body.message).toBe(
      'Choose the site an editor edits: main, integrated or both',
    );
    expect(
      (await api.http.post(`/admin/AdminLogin/changeRole/${id}`).set('Authorization', `Bearer ${token}`).send({ role: 'owner' }).expect(403)).body.message,
    ).toBe('Your role does not allow this');
    // The change is in the audit log like every admin-account change.
    const audit = await api.http.get('/admin/audit').query({ documentId: id }).set('Authorization', owner()).expect(200);
    expect(audit.body.entries.map((e: { resource: string; action: string }) => `${e.resource} ${e.action}`)).toEqual([
      'AdminAccounts changeRole',
      'AdminAccounts add',
    ]);
  });

  it('gives a recruiter the names of the admins who may interview (owners and recruiters), and nothing more about any admin', async () => {
    const disabled = (await add({ name: 'Gone', email: 'gone@firm.in', password: 'gone-pass-12', role: 'recruiter' }).expect(201)).body.admin._id as string;
    await api.http.post(`/admin/AdminLogin/disableAdmin/${disabled}`).set('Authorization', owner()).expect(200);
    const all = (await api.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', owner()).expect(200)).body.AdminLogin as Array<{
      _id: string;
      name: string;
      disabled: boolean;
      role: string;
    }>;
    await api.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', `Bearer ${tokens.recruiter}`).expect(403);
    const { body } = await api.http.get('/admin/AdminLogin/interviewers').set('Authorization', `Bearer ${tokens.recruiter}`).expect(200);
    expect(body).toEqual({ interviewers: all.filter((a) => !a.disabled && a.role !== 'editor').map(({ _id, name }) => ({ _id, name })) });
    const listed = body.interviewers.map((a: { _id: string }) => a._id);
    expect(listed).not.toContain(disabled);
    // Editors (of any site) cannot open applications: they are neither offered nor taken as interviewers.
    const editors = all.filter((a) => a.role === 'editor');
    expect(editors.length).toBeGreaterThanOrEqual(3);
    for (const e of editors) expect(listed).not.toContain(e._id);
    expect(listed).toContain(all.find((a) => a.role === 'recruiter' && !a.disabled)!._id);
  });

  it("gives a recruiter the applications' counts and no other type's", async () => {
    await send(api.http.post('/admin/applyJobs/addApplyJobs'), SAMPLES.applyJobs!.fields, SAMPLES.applyJobs!.files).expect(201);
    await send(api.http.post('/admin/userContact/addUserContact'), SAMPLES.userContact!.fields).expect(201);
    const [all, hiring] = await Promise.all(
      [owner(), `Bearer ${tokens.recruiter}`].map(async (auth) => (await api.http.get('/admin/inbox/counts').set('Authorization', auth).expect(200)).body),
    );
    expect(all.types.userContact.total).toBeGreaterThan(0);
    expect(hiring.types.applyJobs).toEqual(all.types.applyJobs);
    expect(hiring.jobs).toEqual(all.jobs);
    expect(hiring.types.userContact).toEqual({ total: 0, statuses: {} });
    expect(hiring.new).toBe(all.types.applyJobs.statuses.New ?? 0);
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or disabled; another owner lets it go', async () => {
    const solo = await startApi();
    try {
      const token = `Bearer ${await solo.adminToken()}`;
      const [me] = (await solo.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', token).expect(200)).body.AdminLogin as Array<{
        _id: string;
        role: string;
      }>;
      expect(me!.role).toBe('owner');
      const other = (
        await solo.http
          .post('/admin/AdminLogin/addAdmin')
          .set('Authorization', token)
          .send({ name: 'Rec', email: 'rec@firm.in', password: 'rec-pass-12', role: 'recruiter' })
          .expect(201)
      ).body.admin._id as string;
      // An active recruiter does not count: an owner must remain.
      for (const res of [
        await solo.http.post(`/admin/AdminLogin/changeRole/${me!._id}`).set('Authorization', token).send({ role: 'recruiter' }).expect(400),
        await solo.http.post(`/admin/AdminLogin/disableAdmin/${me!._id}`).set('Authorization', token).expect(400),
      ])
        expect(res.body.message).toBe('There must always be at least one active owner');
      // A disabled owner does not count either.
      await solo.http.post(`/admin/AdminLogin/changeRole/${other}`).set('Authorization', token).send({ role: 'owner' }).expect(200);
      await solo.http.post(`/admin/AdminLogin/disableAdmin/${other}`).set('Authorization', token).expect(200);
      await solo.http
        .post(`/admin/AdminLogin/changeRole/${me!._id}`)
        .set('Authorization', token)
        .send({ role: 'editor', sites: ['main'] })
        .expect(400);
      await solo.http.post(`/admin/AdminLogin/enableAdmin/${other}`).set('Authorization', token).expect(200);
      await solo.http
        .post(`/admin/AdminLogin/changeRole/${me!._id}`)
        .set('Authorization', token)
        .send({ role: 'editor', sites: ['main'] })
        .expect(200);
      // Demoted: the same token no longer manages accounts.
      await solo.http.post(`/admin/AdminLogin/disableAdmin/${other}`).set('Authorization', token).expect(403);
    } finally {
      await solo.close();
    }
  });
});
