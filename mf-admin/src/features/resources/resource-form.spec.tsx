import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../testing/render';
import { ResourceForm } from './resource-form';
import { SCREENS } from './screens';
import type { ScreenDef } from './types';

afterEach(cleanup);

/** A stand-in for the browser's XMLHttpRequest that the test drives: progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

const def = (d: unknown) => d as ScreenDef;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('ResourceForm', () => {
  it('add mode starts empty and shows the contract messages without sending anything', async () => {
    FakeXhr.last = null;
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.clients)} onDone={() => undefined} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('edit mode prefills the row: lists as comma-separated text, the stored image as a preview', () => {
    const row = { _id: 'c1', name: 'Apex', industry: 'Retail', description: 'Security', year: 2015, services: ['Security', 'Housekeeping'], achievements: [], image: '/uploads/apex.png' };
    renderAdmin(<ResourceForm def={def(SCREENS.clients)} row={row} onDone={() => undefined} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Apex');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('2015');
    expect((screen.getByLabelText('Services (comma-separated)') as HTMLInputElement).value).toBe('Security, Housekeeping');
    expect(screen.getByRole('img', { name: 'Current logo image' }).getAttribute('src')).toBe('http://api.test/uploads/apex.png');
  });

  it('missions do not prefill the image: the hint says an empty input keeps it', () => {
    renderAdmin(<ResourceForm def={def(SCREENS.integratedMission)} row={{ _id: 'm1', title: 'Vision', description: 'D', image: '/uploads/m.png' }} onDone={() => undefined} />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Vision');
    expect(screen.getByText('Leave empty to keep the current image')).toBeTruthy();
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
    expect(screen.getByText('Needed to save: Title, Description, Image.')).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Lifts');
    await user.type(screen.getByLabelText('Description'), 'Lift upkeep');
    expect(screen.getByText('Needed to save: Image.')).toBeTruthy();
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
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.banner)} row={{ _id: 'b1', title: 'T', heading: 'H', images: ['/uploads/b.png'] }} onDone={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.clear(screen.getByLabelText('Heading'));
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Needed to save: Heading.')).toBeTruthy();
  });

  it('previews the chosen file, shows the upload progress, then closes with the server message', async () => {
    const onDone = jest.fn();
    const { user, store } = renderAdmin(<ResourceForm def={def(SCREENS.clients)} onDone={onDone} />);
    act(() => void store.dispatch({ type: 'session/adminTokenChanged', payload: 'admin-token' }));
    await user.type(screen.getByLabelText('Name'), 'Apex');
    await user.type(screen.getByLabelText('Industry'), 'Retail');
    await user.type(screen.getByLabelText('Year'), '2015');
    await user.type(screen.getByLabelText('Description'), 'Security');
    await user.upload(screen.getByLabelText('Logo image'), png());
    expect(screen.getByRole('img', { name: 'New: logo.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('http://api.test/admin/clients/add');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect(xhr.body!.get('name')).toBe('Apex');
    expect((xhr.body!.get('image') as File).name).toBe('logo.png');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40);
    expect(screen.getByText('Uploading... 40%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => xhr.answer(201, { message: 'Client added successfully' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText('Client added successfully')).toBeTruthy();
  });

  it("shows the server's message when a save is refused", async () => {
    const onDone = jest.fn();
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.aboutCards)} row={{ _id: 'a1', image: '/uploads/a.png' }} onDone={onDone} />);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.last?.url).toBe('http://api.test/admin/aboutCards/editAboutCards/a1'));
    act(() => FakeXhr.last!.answer(400, { message: 'Only JPEG, PNG, WebP or GIF images are allowed' }));
    // The toast and the form's alert.
    expect(await screen.findAllByText('Error: Only JPEG, PNG, WebP or GIF images are allowed')).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a save that gets no answer says so with the spec text, toast and alert alike', async () => {
    const { user } = renderAdmin(<ResourceForm def={def(SCREENS.aboutCards)} row={{ _id: 'a2', image: '/uploads/a.png' }} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.last?.url).toBe('http://api.test/admin/aboutCards/editAboutCards/a2'));
    act(() => FakeXhr.last!.onerror?.());
    expect(await screen.findAllByText('Error: Failed to submit about card')).toHaveLength(2);
  });
});
