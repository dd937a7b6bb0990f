/**
 * @jest-environment jest-fixed-jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { File } from 'node:buffer';
import { renderMain, TEST_API } from '../../../testing/render';
import { ApplicationForm } from './application-form';

afterEach(cleanup);
const server = startApiServer();

const resume = () => screen.getByLabelText('Resume (PDF, DOC or DOCX, max 5 MB)') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;

describe('ApplicationForm', () => {
  it('prefills the job title and offers the four experience choices and the limited file picker', () => {
    renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    // Shown as text: the job is the page's, and the API keeps the job's own title.
    expect(screen.getByLabelText('Job Title')).toHaveTextContent('Security Guard');
    expect(screen.queryByRole('textbox', { name: 'Job Title' })).toBeNull();
    const options = [...(screen.getByLabelText('Experience') as HTMLSelectElement).options].map((o) => o.text);
    expect(options.slice(1)).toEqual(['0-1 years', '1-3 years', '3-5 years', '5+ years']);
    expect(resume().accept.split(',').slice(0, 3)).toEqual(['.pdf', '.doc', '.docx']);
    expect(resume().name).toBe('resume');
  });

  it('shows every required message at once, including the resume, and then disables submit', async () => {
    const { user } = renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    await user.click(submit());
    for (const m of [
      'Name is required',
      'Email is required',
      'Mobile number is required',
      'Address is required',
      'Skills are required',
      'Please choose your experience from the list',
      'Qualification is required',
      'Resume file is required',
    ])
      expect(await screen.findByText(m)).toBeInTheDocument();
    // Nothing typed is not a wrong format.
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.queryByText('Mobile number must contain only digits (7 to 15)')).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  it('checks the chosen file by type and size; a good file clears the error and enables submit', async () => {
    renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    // As a picker set to 'All files' would hand it over.
    const choose = (file: File) => act(() => void fireEvent.change(resume(), { target: { files: [file] } }));
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('Please upload a PDF or Word document', { selector: '#' + resume().getAttribute('aria-describedby') })).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
    // Why it waits is said beside the button too.
    expect(submit()).toHaveAccessibleDescription('To send, fix the CV above: Please upload a PDF or Word document');
    expect(resume().getAttribute('aria-invalid')).toBe('true');
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(screen.getByText('File size exceeds 5MB limit', { selector: 'p[role="alert"]' })).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
    choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText('File size exceeds 5MB limit')).toBeNull();
    expect(submit().disabled).toBe(false);
    expect(submit()).not.toHaveAccessibleDescription();
  });

  it('refuses to send until the privacy notice box is ticked; sends once ticked and clears the box with the form (docs/behaviour.md §14.1)', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${TEST_API}/admin/applyJobs/addApplyJobs`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Job application added successfully', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
      }),
    );
    const onClose = jest.fn();
    const onSent = jest.fn();
    const { user } = renderMain(<ApplicationForm jobTitle="Security Guard" onClose={onClose} onSent={onSent} />, {
      route: '/jobdetail/0123456789abcdef01234567',
    });
    for (const [label, value] of [
      ['Full Name', 'Imran Ali'],
      ['Email', 'imran@example.com'],
      ['Mobile', '9988776655'],
      ['Address', '4 Lake View'],
      ['Qualification', 'B.Com'],
      ['Skills', 'Patrols, CCTV'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Experience'), '3-5 years');
    act(() => void fireEvent.change(resume(), { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } }));
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy notice' });
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/main/privacy');

    await user.click(submit());
    const error = await screen.findByText('Please agree to the privacy notice');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent).toBeUndefined();

    await user.click(box);
    await user.click(submit());
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe("Application submitted successfully! We'll contact you soon.");
    expect(sent?.get('name')).toBe('Imran Ali');
    // A multipart field is text: the API reads 'true' as the visitor's consent.
    expect(sent?.get('consent')).toBe('true');
    // What happens next replaces the form at once: nothing sent is left filled in, no Submit to press again.
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(document.activeElement).toBe(done);
    expect(onSent).toHaveBeenCalledTimes(1);
    // The modal closes 2 s after success.
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  }, 20_000);
});
