import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import { JobsGrid } from './jobs-grid';

const POSTED = Date.parse('2026-11-27T10:00:00Z');
const job = { _id: 'a1', jobTitle: 'Security Guard', location: 'Pune', jobType: 'Full-time', experience: '1 year', salary: ['₹18,000'] };
const grid = (createdAt: string) => (
  <MemoryRouter>
    <JobsGrid jobs={[{ ...job, createdAt } as never]} />
  </MemoryRouter>
);

describe('JobsGrid', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is taken over by the browser without an error when its "posted" time has moved on since the server drew it', async () => {
    const createdAt = new Date(POSTED).toISOString();
    jest.useFakeTimers({ now: POSTED + 59_000, doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid(createdAt));
    expect(container.textContent).toContain('Posted just now');
    jest.setSystemTime(POSTED + 61_000);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, grid(createdAt), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h3')?.textContent).toBe('Security Guard');
  });
});
