import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { AUTH_ROUTES, PRIVACY_ROUTES, RESOURCES, type ResourceDeclaration, SETTINGS_ROUTES } from '@site/contracts';
import { answerLanguageOf, audienceOf } from './visitor-routes.js';

const request = (method: string, path: string, query: Record<string, unknown> = {}, acceptLanguage?: string) =>
  ({ method, path, query, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as unknown as Request;
const resources = Object.values(RESOURCES as Record<string, ResourceDeclaration>);

describe('whom a route answers', () => {
  it('a visitor: the forms, the visitor’s account and the candidate’s page, however the path is written', () => {
    for (const r of resources.filter((d) => d.access === 'submission')) expect(audienceOf(request('POST', `/${r.path}/${r.add}`))).toBe('visitor');
    for (const path of [
      AUTH_ROUTES.userLogin,
      AUTH_ROUTES.userRegister,
      AUTH_ROUTES.userForgotPassword,
      `${AUTH_ROUTES.userResetPassword}/check`,
      AUTH_ROUTES.userMe,
      AUTH_ROUTES.userApplications,
      PRIVACY_ROUTES.deleteOwnAccount,
    ]) {
      expect([path, audienceOf(request('POST', `/${path}`))]).toEqual([path, 'visitor']);
    }
    expect(audienceOf(request('GET', '/application/abc123/export'))).toBe('visitor');
    expect(audienceOf(request('POST', '/ADMIN/userlogin/userlogin/'))).toBe('visitor');
  });

  it('anyone reading content: its lists and items and the public settings, read only', () => {
    for (const r of resources.filter((d) => d.access === 'content')) {
      expect(audienceOf(request('GET', `/${r.path}/${r.list}`))).toBe('content');
      expect(audienceOf(request('GET', `/${r.path}/${r.list}/0123456789abcdef01234567`))).toBe('content');
      expect(audienceOf(request('POST', `/${r.path}/${r.add}`))).toBe('office');
    }
    expect(audienceOf(request('GET', `/${SETTINGS_ROUTES.public}`))).toBe('content');
  });

  it('the back office: everything else, its own sign-in and the list of visitor accounts included', () => {
    for (const path of [
      AUTH_ROUTES.adminLogin,
      AUTH_ROUTES.adminForgotPassword,
      AUTH_ROUTES.userList,
      SETTINGS_ROUTES.settings,
      'admin/inbox',
      'admin/export/userContact',
    ]) {
      expect([path, audienceOf(request('GET', `/${path}`))]).toEqual([path, 'office']);
    }
    for (const r of resources.filter((d) => d.access === 'submission')) expect(audienceOf(request('GET', `/${r.path}/${r.list}`))).toBe('office');
  });
});

describe('the language a route answers in', () => {
  it('a visitor’s: ?lang=, else Accept-Language, else English', () => {
    const form = (query: Record<string, unknown>, accept?: string) => answerLanguageOf(request('POST', '/admin/userContact/addUserContact', query, accept));
    expect(form({ lang: 'mr' }, 'hi')).toBe('mr');
    expect(form({}, 'hi-IN,en;q=0.5')).toBe('hi');
    expect(form({ lang: ['mr', 'hi'] }, 'en')).toBe('en');
    expect(form({})).toBe('en');
  });

  it('content’s: ?lang= only; the back office’s: English always', () => {
    expect(answerLanguageOf(request('GET', '/admin/jobs/getJobs', { lang: 'hi' }, 'mr'))).toBe('hi');
    expect(answerLanguageOf(request('GET', '/admin/jobs/getJobs', {}, 'mr'))).toBe('en');
    expect(answerLanguageOf(request('GET', '/admin/inbox', { lang: 'mr' }, 'mr'))).toBe('en');
  });
});
