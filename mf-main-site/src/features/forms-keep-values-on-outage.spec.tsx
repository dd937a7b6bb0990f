/**
 * @jest-environment jest-fixed-jsdom
 */
// docs/behaviour.md §8: when the API answers 503 (its database is restarting), the booking enquiry and the job
// application show the server's message and keep everything the visitor typed and chose, ready to send again.
import { describe, expect, it, jest } from '@jest/globals';
import { fill, startDatabaseDownApi, UNAVAILABLE } from '@site/shared-ui/testing/database-down';
import { act, fireEvent, screen } from '@testing-library/react';
import { File } from 'node:buffer';
import { renderMain } from '../testing/render';
import { BookingForm } from './booking/components/booking-form';
import { ApplicationForm } from './job-detail/components/application-form';

const databaseDown = startDatabaseDownApi();

const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('main-site forms while the database is down', () => {
  it('booking: shows the message, keeps the fields and stays open', async () => {
    const sent = databaseDown('admin/ServiceEnquiry/addServiceEnquiry');
    const onDone = jest.fn();
    const { user } = renderMain(<BookingForm service="Tower Works" serviceId="0123456789abcdef01234567" onDone={onDone} />);
    const typed = { Name: 'Meera Shah', Email: 'meera@example.com', Mobile: '9123456780', Address: '12 Park Road' };
    for (const [label, value] of Object.entries(typed)) await fill(user, screen.getByLabelText(label), value);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-15' } });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    for (const [label, value] of Object.entries(typed)) expect(valueOf(label)).toBe(value);
    expect(valueOf('Date')).toBe('2099-01-15');
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' })).toBeChecked();
    expect(onDone).not.toHaveBeenCalled();
  }, 20_000);

  it('job application: shows the message in the form, keeps the fields and the chosen resume', async () => {
    const sent = databaseDown('admin/applyJobs/addApplyJobs');
    const onClose = jest.fn();
    const { user } = renderMain(<ApplicationForm jobTitle="Security Guard" onClose={onClose} />);
    const typed = {
      'Full Name': 'Imran Ali',
      Email: 'imran@example.com',
      Mobile: '9988776655',
      Address: '4 Lake View',
      Qualification: 'B.Com',
      Skills: 'Patrols, CCTV',
    };
    for (const [label, value] of Object.entries(typed)) await fill(user, screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Experience'), '3-5 years');
    const resume = screen.getByLabelText<HTMLInputElement>('Resume (PDF, DOC or DOCX, max 5 MB)');
    act(() => void fireEvent.change(resume, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect((await screen.findByRole('alert')).textContent).toBe(UNAVAILABLE);
    expect(sent).toHaveLength(1);
    for (const [label, value] of Object.entries(typed)) expect(valueOf(label)).toBe(value);
    expect(valueOf('Experience')).toBe('3-5 years');
    expect(resume.files?.[0]?.name).toBe('cv.pdf');
    // Sending again needs no retyping: the button is ready.
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  }, 20_000);
});
