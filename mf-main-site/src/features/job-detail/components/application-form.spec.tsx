import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderMain } from '../../../testing/render';
import { ApplicationForm } from './application-form';

afterEach(cleanup);

const resume = () => screen.getByLabelText('Resume (PDF, DOC or DOCX, max 5 MB)') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;

describe('ApplicationForm', () => {
  it('prefills the job title and offers the four experience choices and the limited file picker', () => {
    renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Security Guard');
    const options = [...(screen.getByLabelText('Experience') as HTMLSelectElement).options].map((o) => o.text);
    expect(options.slice(1)).toEqual(['0-1 years', '1-3 years', '3-5 years', '5+ years']);
    expect(resume().accept.split(',').slice(0, 3)).toEqual(['.pdf', '.doc', '.docx']);
    expect(resume().name).toBe('resume');
  });

  it('shows every required message at once, including the resume, and then disables submit', async () => {
    const { user } = renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    await user.click(submit());
    for (const m of ['Name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Address is required', 'Skills are required', 'Please choose your experience from the list', 'Qualification is required', 'Resume file is required'])
      expect(await screen.findByText(m)).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
  });

  it('checks the chosen file by type and size; a good file clears the error and enables submit', async () => {
    renderMain(<ApplicationForm jobTitle="Security Guard" onClose={jest.fn()} />);
    // As a picker set to 'All files' would hand it over.
    const choose = (file: File) => act(() => void fireEvent.change(resume(), { target: { files: [file] } }));
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('Please upload a PDF or Word document')).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
    expect(resume().getAttribute('aria-invalid')).toBe('true');
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    expect(screen.getByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
    choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText('File size exceeds 5MB limit')).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});
