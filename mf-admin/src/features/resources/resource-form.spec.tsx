import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { RESOURCES } from '@site/contracts/resources';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { ResourceForm } from './resource-form';
import { SCREENS } from './screens';
import type { ScreenDef } from './types';

afterEach(cleanup);

const server = startApiServer();

/** Every call the form makes, as the API receives it (the admin's own account, read for the role, aside). */
const sent: Request[] = [];
server.events.on('request:start', ({ request }) => void (request.url.endsWith('/AdminLogin/me') || sent.push(request.clone())));
beforeEach(() =>
  server.use(http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'o1', name: 'Owner', email: 'owner@example.com', role: 'owner' }))),
);
afterEach(() => void sent.splice(0));

const def = (d: unknown) => d as ScreenDef;
const JOB = { jobTitle: 'Guard', description: 'Night patrols', experience: '1 year', jobType: 'Full-time', location: 'Pune' };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('ResourceForm', () => {
  it('add mode starts empty and shows the contract messages without sending anything', async () => {
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.clients)} onDone={() => undefined} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('edit mode prefills the row: lists as comma-separated text, the stored image as a preview', () => {
    const row = {
      _id: 'c1',
      name: 'Apex',
      industry: 'Retail',
      description: 'Security',
      year: 2015,
      services: ['Security', 'Housekeeping'],
      achievements: [],
      image: '/uploads/apex.png',
    };
    renderAdmin(<ResourceForm def={def(SCREENS.clients)} row={row} onDone={() => undefined} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Apex');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('2015');
    expect((screen.getByLabelText('Services (comma-separated)') as HTMLInputElement).value).toBe('Security, Housekeeping');
    expect(screen.getByRole('img', { name: 'Current logo image' }).getAttribute('src')).toBe('http://api.test/uploads/apex.png');
  });

  it('missions do not prefill the image: the hint says an empty input keeps it', () => {
    renderAdmin(
      <ResourceForm
        def={def(SCREENS.integratedMission)}
        row={{ _id: 'm1', title: 'Vision', description: 'D', image: '/uploads/m.png' }}
        onDone={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Vision');
    expect(screen.getByText('Leave empty to keep the current image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a new service starts with the default business hours; Save waits for title, description and image', async () => {
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.services)} onDone={() => undefined} />);
    expect((screen.getByLabelText('Monday opening time') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Friday closing time') as HTMLInputElement).value).toBe('17:00');
    expect((screen.getByLabelText('Saturday opening time') as HTMLInputElement).value).toBe('10:00');
    expect((screen.getByLabelText('Sunday closing time') as HTMLInputElement).value).toBe('Closed');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Needed to save: Title, Description, Image.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Lifts');
    await user.type(screen.getByLabelText('Description'), 'Lift upkeep');
    expect(screen.getByText('Needed to save: Image.')).toBeInTheDocument();
    expect(save.disabled).toBe(true);
    await user.upload(screen.getByLabelText('Image'), png());
    expect(save.disabled).toBe(false);
    expect(screen.queryByText(/^Needed to save/)).toBeNull();
    // Blank text passes the button, not the contract.
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '  ');
    await user.click(save);
    expect((await screen.findAllByText('Title and description are required!')).length).toBeGreaterThan(0);
  });

  it('a banner edit keeps its stored images: Save needs only the title and heading', async () => {
    const { user } = renderAdmin(
      <ResourceForm def={def(SCREENS.banner)} row={{ _id: 'b1', title: 'T', heading: 'H', images: ['/uploads/b.png'] }} onDone={() => undefined} />,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.clear(screen.getByLabelText('Heading'));
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Needed to save: Heading.')).toBeInTheDocument();
  });

  it('previews the chosen file, shows the upload progress, then closes with the server message', async () => {
    // The API holds its answer until the test lets it go, so the form can be seen mid-upload.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${TEST_API}/admin/clients/add`, async () => {
        await held;
        return HttpResponse.json({ message: 'Client added successfully' }, { status: 201 });
      }),
    );
    const onDone = jest.fn();
    const { user, store } = renderAdmin(<ResourceForm def={def(SCREENS.clients)} onDone={onDone} />);
    act(() => void store.dispatch({ type: 'session/adminTokenChanged', payload: 'admin-token' }));
    await user.type(screen.getByLabelText('Name'), 'Apex');
    await user.type(screen.getByLabelText('Industry'), 'Retail');
    await user.type(screen.getByLabelText('Year'), '2015');
    await user.type(screen.getByLabelText('Description'), 'Security');
    await user.upload(screen.getByLabelText('Logo image'), png());
    expect(screen.getByRole('img', { name: 'New: logo.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const request = sent[0]!;
    expect(request.url).toBe('http://api.test/admin/clients/add');
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    const body = await request.formData();
    expect(body.get('name')).toBe('Apex');
    expect((body.get('image') as File).name).toBe('logo.png');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0);
    expect(screen.getByText('Uploading... 0%')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => answer());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText('Client added successfully')).toBeInTheDocument();
    expect(screen.queryByText(/^Uploading/)).toBeNull();
  });

  it('an upload refused for the admin token (403) ends the admin session with its message', async () => {
    server.use(http.post(`${TEST_API}/admin/aboutCards/editAboutCards/a3`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const { user, store } = renderAdmin(<ResourceForm def={def(SCREENS.aboutCards)} row={{ _id: 'a3', image: '/uploads/a.png' }} onDone={() => undefined} />);
    act(() => void store.dispatch({ type: 'session/adminTokenChanged', payload: 'admin-token' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your admin session has ended. Please sign in again.')).toBeInTheDocument();
    // The save's own failure still reads the server's answer, toast and alert alike.
    expect(await screen.findAllByText('Error: Forbidden')).toHaveLength(2);
    expect(store.getState().session).toMatchObject({ adminToken: null, adminSessionEnded: true });
  });

  it('a job’s CV select says each choice in words, a new or older job’s is Optional, and a save sends the value the API knows', async () => {
    const label = 'CV on the application form';
    renderAdmin(<ResourceForm def={def(SCREENS.jobs)} onDone={() => undefined} />);
    const choices = screen.getByLabelText(label) as HTMLSelectElement;
    expect([...choices.options].map((o) => [o.value, o.text])).toEqual([
      ['required', 'Required'],
      ['optional', 'Optional'],
      ['none', 'Not asked'],
    ]);
    expect(choices.value).toBe('optional');
    cleanup();

    const { path, edit } = RESOURCES.jobs;
    server.use(http.post(`${TEST_API}/${path}/${edit.replace(':id', 'j1')}`, () => HttpResponse.json({ message: 'Job updated successfully', data: {} })));
    const onDone = jest.fn();
    // A job stored before it was asked: it reads as a new one starts.
    const row = { _id: 'j1', ...JOB, salary: ['₹18,000'], requirement: ['10th pass'], benefit: ['PF'], status: 'Open', closesOn: null, questions: [] };
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.jobs)} row={row} onDone={onDone} />);
    expect((screen.getByLabelText(label) as HTMLSelectElement).value).toBe('optional');
    await user.selectOptions(screen.getByLabelText(label), 'Not asked');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = sent.find((r) => r.method === 'POST' && r.url.endsWith('/j1'))!;
    expect(await saved.json()).toMatchObject({ jobTitle: 'Guard', cv: 'none' });
  });

  it("shows the server's message when a save is refused", async () => {
    const onDone = jest.fn();
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.aboutCards)} row={{ _id: 'a1', image: '/uploads/a.png' }} onDone={onDone} />);
    server.use(
      http.post(`${TEST_API}/admin/aboutCards/editAboutCards/a1`, () =>
        HttpResponse.json({ message: 'Only JPEG, PNG, WebP or GIF images are allowed' }, { status: 400 }),
      ),
    );
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The toast and the form's alert.
    expect(await screen.findAllByText('Error: Only JPEG, PNG, WebP or GIF images are allowed')).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a save that gets no answer says so with the spec text, toast and alert alike', async () => {
    server.use(http.post(`${TEST_API}/admin/aboutCards/editAboutCards/a2`, () => HttpResponse.error()));
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.aboutCards)} row={{ _id: 'a2', image: '/uploads/a.png' }} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Error: Failed to submit about card')).toHaveLength(2);
  });
});
