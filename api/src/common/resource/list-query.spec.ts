import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { LIST_QUERY, listFieldsOf } from '@site/contracts';
import { compareBySort, createdBetween, mentioning, mentions, pageBody, pageRequest } from './list-query.js';
import { defineResource, type ResourceRules } from './resource-definition.js';

const rules = (newestFirst: boolean): ResourceRules => ({
  access: { read: 'public', add: 'admin' },
  files: 'public',
  cached: false,
  newestFirst,
  visitorForm: false,
});
const clients = defineResource('clients', rules(false));
const jobs = defineResource('jobs', rules(false));
const applications = defineResource('applyJobs', rules(true));
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 400 a query is refused with. */
function refusal(query: Record<string, unknown>, def = jobs) {
  try {
    pageRequest(def, query);
  } catch (e) {
    expect(e).toBeInstanceOf(BadRequestException);
    return { status: (e as BadRequestException).getStatus(), body: (e as BadRequestException).getResponse() };
  }
  throw new Error(`${JSON.stringify(query)} was taken`);
}

describe('pageRequest', () => {
  it('is null for a list called without any paging parameter, whatever else it sends', () => {
    expect(pageRequest(jobs)).toBeNull();
    expect(pageRequest(jobs, { other: 'x', limits: '5' })).toBeNull();
  });

  it('pages with the default limit in the list’s own order, _id breaking ties', () => {
    expect(pageRequest(clients, { page: '3' })).toEqual({
      query: { page: 3 },
      filter: {},
      filterBesidesText: {},
      sort: { createdAt: 1, _id: 1 },
      page: 3,
      limit: LIST_QUERY.defaultLimit,
    });
    expect(pageRequest(applications, { limit: '25' })).toMatchObject({ sort: { createdAt: -1, _id: -1 }, page: 1, limit: 25 });
  });

  it('sorts by a field, "-" in front for descending', () => {
    expect(pageRequest(jobs, { sort: '-jobTitle' })!.sort).toEqual({ jobTitle: -1, _id: -1 });
    expect(pageRequest(applications, { sort: 'name' })!.sort).toEqual({ name: 1, _id: 1 });
  });

  it('searches every word in the text fields, as literal text ignoring case', () => {
    const { filter } = pageRequest(clients, { q: ' Apex  (Motors) ' })!;
    const inAnyField = (word: string) => ({ $or: listFieldsOf('clients').text.map((f) => ({ [f]: { $regex: word, $options: 'i' } })) });
    expect(filter).toEqual({ $and: [{ $and: [inAnyField('Apex'), inAnyField('\\(Motors\\)')] }] });
  });

  it('counts a document stored before statuses as the status a new one starts with', () => {
    expect(pageRequest(applications, { status: 'New' })!.filter).toEqual({ $and: [{ status: { $in: ['New', null] } }] });
    expect(pageRequest(applications, { status: 'Hired' })!.filter).toEqual({ $and: [{ status: 'Hired' }] });
    expect(pageRequest(jobs, { status: 'Open' })!.filter).toEqual({ $and: [{ status: { $in: ['Open', null] } }] });
    expect(pageRequest(jobs, { status: 'Filled' })!.filter).toEqual({ $and: [{ status: 'Filled' }] });
  });

  it('filters by creation day, both ends taken whole, with every filter at once', () => {
    const { filter } = pageRequest(applications, { q: 'Asha', status: 'Hired', from: '2026-01-01', to: '2026-01-31' })!;
    expect((filter.$and as unknown[]).slice(1)).toEqual([
      { status: 'Hired' },
      { createdAt: { $gte: new Date('2026-01-01'), $lt: new Date(Date.parse('2026-01-31') + DAY_MS) } },
    ]);
  });

  it('keeps the filter without its search, for a page searched in the words of another language', () => {
    const req = pageRequest(applications, { q: 'Asha', status: 'Hired' })!;
    expect(req.filterBesidesText).toEqual({ $and: [{ status: 'Hired' }] });
    expect(pageRequest(clients, { q: 'Apex' })!.filterBesidesText).toEqual({});
  });

  it('refuses a bad query with a 400 that says why', () => {
    expect(refusal({ limit: '101' })).toEqual({
      status: 400,
      body: { message: 'limit must be a whole number from 1 to 100', errors: [{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }] },
    });
    expect(refusal({ sort: 'password' }).body).toMatchObject({ message: expect.stringMatching(/^sort must be one of jobTitle, /) });
    expect(refusal({ status: 'New' }, clients).body).toMatchObject({ message: 'This list has no status to filter by' });
    expect(refusal({ from: '2026-02-02', to: '2026-02-01' }).body).toMatchObject({ message: 'from must not be after to' });
  });
});

describe('mentioning and createdBetween', () => {
  it('finds nothing in a resource without text fields', () => {
    expect(mentioning('anything', [])).toEqual({ _id: { $in: [] } });
  });

  it('bounds only the ends given', () => {
    expect(createdBetween('2026-03-01')).toEqual({ createdAt: { $gte: new Date('2026-03-01') } });
    expect(createdBetween(undefined, '2026-03-01')).toEqual({ createdAt: { $lt: new Date('2026-03-02') } });
  });
});

describe('mentions and compareBySort (a page read in memory)', () => {
  it('finds each word, as literal text ignoring case, in some field or an item of a list', () => {
    const doc = { _id: '1', name: 'सुरक्षा रक्षक (रात्र)', services: ['Pest Control'] };
    expect(mentions(doc, 'रक्षक  (रात्र)', ['name', 'services'])).toBe(true);
    expect(mentions(doc, 'pest सुरक्षा', ['name', 'services'])).toBe(true);
    expect(mentions(doc, 'रक्षक गार्ड', ['name', 'services'])).toBe(false);
    expect(mentions(doc, 'pest', ['name'])).toBe(false);
  });

  it('orders as the database does: nothing first, then numbers, texts and dates, _id breaking ties', () => {
    const docs = [{ _id: 'c', title: 'ब' }, { _id: 'a', title: 'अ' }, { _id: 'd' }, { _id: 'b', title: 'अ' }];
    expect([...docs].sort(compareBySort({ title: 1, _id: 1 })).map((d) => d._id)).toEqual(['d', 'a', 'b', 'c']);
    expect([...docs].sort(compareBySort({ title: -1, _id: -1 })).map((d) => d._id)).toEqual(['c', 'b', 'a', 'd']);
    const dated = [
      { _id: 'x', createdAt: new Date('2026-02-01') },
      { _id: 'y', createdAt: new Date('2026-01-01') },
    ];
    expect(dated.sort(compareBySort({ createdAt: 1, _id: 1 })).map((d) => d._id)).toEqual(['y', 'x']);
  });
});

describe('pageBody', () => {
  it('answers the page under the list’s key, or items for a bare-array list, with the total', () => {
    const req = pageRequest(jobs, { page: '2', limit: '1' })!;
    const found = { items: [{ _id: 'a' }], total: 7 };
    expect(pageBody(jobs, req, found)).toEqual({ Jobs: [{ _id: 'a' }], total: 7, page: 2, limit: 1 });
    expect(pageBody({ ...jobs, listKey: null }, req, found)).toEqual({ items: [{ _id: 'a' }], total: 7, page: 2, limit: 1 });
  });
});
