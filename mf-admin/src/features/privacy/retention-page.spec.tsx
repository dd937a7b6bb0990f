import { describe, expect, it } from '@jest/globals';
import type { RetentionSettings } from '@site/contracts';
import { createStore, sessionSlice } from '@site/shared-ui';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { RetentionPage } from './retention-page';

const server = startApiServer();
const ZERO = { applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 0, files: 0 };

/** A stand-in that keeps the settings it is sent and answers a run with `deleted`. */
function answerRetention(start: RetentionSettings, deleted = ZERO) {
  const state = { settings: start, sent: [] as unknown[], runs: 0 };
  server.use(
    http.get(`${TEST_API}/admin/privacy/retention`, () => HttpResponse.json(state.settings)),
    http.post(`${TEST_API}/admin/privacy/retention`, async ({ request }) => {
      const body = (await request.json()) as Record<string, number | null>;
      state.sent.push(body);
      if (Object.values(body).some((d) => d !== null && d < 1))
        return HttpResponse.json({ statusCode: 400, message: 'Retention is at least 1 day' }, { status: 400 });
      state.settings = { ...state.settings, retention: { ...state.settings.retention, ...body } };
      return HttpResponse.json(state.settings);
    }),
    http.post(`${TEST_API}/admin/privacy/retention/run`, () => {
      state.runs += 1;
      state.settings = { ...state.settings, lastRun: { at: '2026-11-23T18:05:00.000Z', by: 'admin', deleted } };
      return HttpResponse.json({ message: 'Retention run finished', deleted });
    }),
  );
  return state;
}

function openPage() {
  const store = createStore();
  store.dispatch(sessionSlice.actions.adminTokenChanged('admin-token'));
  return renderAdmin(<RetentionPage />, { route: '/admin/privacy/retention', store });
}

const input = (label: string) => screen.getByLabelText(`${label}: keep for (days)`) as HTMLInputElement;

describe('RetentionPage', () => {
  it('shows each type with its days (empty keeps) and saves numbers, and null for an emptied box', async () => {
    const state = answerRetention({ retention: { applyJobs: 365, ServiceEnquiry: null, homeEnquiry: null, userContact: null }, lastRun: null, running: null });
    const { user } = openPage();
    expect(((await screen.findByLabelText('Job applications: keep for (days)')) as HTMLInputElement).value).toBe('365');
    expect(input('Contact messages').value).toBe('');
    expect(screen.getByText('Not run yet.')).toBeInTheDocument();
    await user.clear(input('Job applications'));
    await user.type(input('Contact messages'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Retention saved')).toBeInTheDocument();
    expect(state.sent).toEqual([{ applyJobs: null, ServiceEnquiry: null, homeEnquiry: null, userContact: 30 }]);
    expect(input('Contact messages').value).toBe('30');
  });

  it("shows the API's validation message beside the form", async () => {
    const state = answerRetention({ retention: { applyJobs: null, ServiceEnquiry: null, homeEnquiry: null, userContact: null }, lastRun: null, running: null });
    const { user } = openPage();
    await user.type(await screen.findByLabelText('Home enquiries: keep for (days)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(screen.getByRole('form', { name: 'Retention' })).findByRole('alert')).textContent).toBe('Error: Retention is at least 1 day');
    expect(state.sent).toEqual([{ applyJobs: null, ServiceEnquiry: null, homeEnquiry: 0, userContact: null }]);
  });

  it('runs only after confirming, then shows what was deleted and the new last run', async () => {
    const state = answerRetention(
      {
        retention: { applyJobs: null, ServiceEnquiry: null, homeEnquiry: null, userContact: 1 },
        lastRun: { at: '2026-11-22T02:00:00.000Z', by: 'schedule', deleted: ZERO },
        running: null,
      },
      { ...ZERO, userContact: 2, files: 1 },
    );
    const { user } = openPage();
    expect(await screen.findByText('Last run 22 Nov 2026, 7:30 am, by the daily schedule: deleted nothing.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.runs).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run now' }));
    expect((await screen.findByText(/^This run deleted/)).textContent).toBe('This run deleted 2 contact messages, 1 file.');
    expect(await screen.findByText('Last run 23 Nov 2026, 11:35 pm, by an admin: deleted 2 contact messages, 1 file.')).toBeInTheDocument();
    expect(state.runs).toBe(1);
  });

  it('follows a run that goes on in the background until it ends, then shows it as the last run', async () => {
    const finished = { ...ZERO, applyJobs: 250, files: 250 };
    let asked = 0;
    const running = { at: '2026-11-23T18:05:00.000Z', by: 'admin' as const, deleted: { ...ZERO, applyJobs: 200, files: 200 } };
    server.use(
      http.get(`${TEST_API}/admin/privacy/retention`, () => {
        asked += 1;
        const base = { retention: { applyJobs: 30, ServiceEnquiry: null, homeEnquiry: null, userContact: null } };
        // The first read is before the run, the next while it goes on, then it has ended.
        if (asked === 1) return HttpResponse.json({ ...base, lastRun: null, running: null });
        if (asked === 2) return HttpResponse.json({ ...base, lastRun: null, running });
        return HttpResponse.json({ ...base, lastRun: { ...running, deleted: finished }, running: null });
      }),
      http.post(`${TEST_API}/admin/privacy/retention/run`, () =>
        HttpResponse.json({ message: 'Deleting expired submissions goes on in the background', running }, { status: 202 }),
      ),
    );
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Deleting expired submissions goes on in the background')).toBeInTheDocument();
    expect((await screen.findByText(/^A run started/)).textContent).toBe(
      'A run started 23 Nov 2026, 11:35 pm is deleting expired submissions: 200 job applications, 200 files so far.',
    );
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    expect(
      await screen.findByText('Last run 23 Nov 2026, 11:35 pm, by an admin: deleted 250 job applications, 250 files.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^A run started/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  }, 15_000);
});
