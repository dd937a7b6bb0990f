import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { RESOURCES } from '@site/contracts/resources';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { PosterPage } from './poster-page';

const server = startApiServer();
const JOB = '0123456789abcdef01234567';
const guard = { _id: JOB, jobTitle: 'Security Guard', location: 'Hinjewadi, Pune', salary: ['₹16,000 a month'], cv: 'none' };
/** The job as the public reads it in each language (the API's fallback: Hindi has no title of its own here). */
const IN_MARATHI = { jobTitle: 'सुरक्षा रक्षक', location: 'हिंजवडी, पुणे' };
const asked: string[] = [];

function answer(job: Record<string, unknown> = guard) {
  server.use(
    http.get(`${TEST_API}/${RESOURCES.jobs.path}/${RESOURCES.jobs.list}/${JOB}`, ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
      asked.push(lang);
      return HttpResponse.json({ data: lang === 'mr' ? { ...job, ...IN_MARATHI } : job });
    }),
    http.get(`${TEST_API}/admin/settings/sources`, () => HttpResponse.json({ sources: [{ key: 'poster-pune-station', label: 'Poster at Pune station' }] })),
  );
}

const qr = () => document.querySelector('[data-qr]')?.getAttribute('data-qr');

describe('PosterPage', () => {
  it('prints the job in Marathi with its title as the Marathi page shows it, "no CV needed" and a QR code of the Marathi page with the source', async () => {
    answer();
    renderAdminScreen('/admin/job-poster/:id', <PosterPage />, `/admin/job-poster/${JOB}?lang=mr&source=poster-pune-station`);
    expect(await screen.findByRole('heading', { name: 'सुरक्षा रक्षक' })).toBeInTheDocument();
    const poster = screen.getByRole('article', { name: 'Poster preview' });
    expect(poster.getAttribute('lang')).toBe('mr');
    expect(poster.textContent).toContain('हिंजवडी, पुणे');
    expect(poster.textContent).toContain('₹16,000 a month');
    expect(poster.textContent).toContain('बायोडाटा लागत नाही');
    expect(qr()).toBe(`http://localhost/mr/jobdetail/${JOB}?src=poster-pune-station`);
    // The code is drawn: dark modules in a path, inside the quiet zone.
    expect(document.querySelector('[data-qr] path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });

  it('follows the language and the source chosen, in the address', async () => {
    answer({ ...guard, cv: 'required' });
    const { user } = renderAdminScreen('/admin/job-poster/:id', <PosterPage />, `/admin/job-poster/${JOB}`);
    expect(await screen.findByRole('heading', { name: 'Security Guard' })).toBeInTheDocument();
    expect(qr()).toBe(`http://localhost/jobdetail/${JOB}`);
    // A job that requires a CV does not say otherwise.
    expect(screen.queryByText(/No CV needed/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Poster at Pune station' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Where it hangs (the source)'), 'Poster at Pune station');
    await user.selectOptions(screen.getByLabelText('Language'), 'Hindi');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?source=poster-pune-station&lang=hi'));
    // Hindi has no title of its own: the English one, on a poster in Hindi words.
    expect(screen.getByText('भर्ती जारी है')).toBeInTheDocument();
    expect(qr()).toBe(`http://localhost/hi/jobdetail/${JOB}?src=poster-pune-station`);
    // The job is read as its public page reads it in the poster's language.
    expect(asked.at(-1)).toBe('hi');
  });

  it('says when the job does not exist', async () => {
    answer();
    server.use(
      http.get(`${TEST_API}/${RESOURCES.jobs.path}/${RESOURCES.jobs.list}/${JOB}`, () => HttpResponse.json({ message: 'Job not found' }, { status: 404 })),
    );
    renderAdminScreen('/admin/job-poster/:id', <PosterPage />, `/admin/job-poster/${JOB}`);
    expect(await screen.findByRole('link', { name: 'Back to the jobs' })).toBeInTheDocument();
  });
});
