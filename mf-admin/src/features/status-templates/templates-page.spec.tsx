import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { TemplatesPage } from './templates-page';

const server = startApiServer();
const previewed: URLSearchParams[] = [];
const saved: unknown[] = [];
afterEach(() => void (previewed.splice(0), saved.splice(0)));

/** Its Hindi was translated from an older English subject; it has no Marathi. */
const SHORTLISTED = {
  status: 'Shortlisted',
  subject: 'Shortlisted for {jobTitle}',
  body: 'Hello {name}',
  translations: {
    hi: {
      values: { subject: '{jobTitle} के लिए शॉर्टलिस्ट', body: 'नमस्ते {name}' },
      sources: { subject: 'You are shortlisted for {jobTitle}', body: 'Hello {name}' },
    },
  },
  sms: {
    en: { text: 'Shortlisted for {jobTitle}. {link}' },
    hi: { text: '{jobTitle} के लिए शॉर्टलिस्ट। {link}' },
    mr: { text: '{jobTitle} पदासाठी शॉर्टलिस्ट. {link}', dltTemplateId: '1107000000000000404', dltText: '{#var#} पदासाठी शॉर्टलिस्ट. {#var#}' },
  },
};

function answer() {
  server.use(
    http.get(`${TEST_API}/admin/hiring/templates`, () => HttpResponse.json({ templates: [SHORTLISTED] })),
    http.get(`${TEST_API}/admin/applyJobs/getApplyJobs`, ({ request }) => {
      expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ page: '1', limit: '1' });
      return HttpResponse.json({ applyJobs: [{ _id: 'a1', name: 'Kavya' }], total: 9, page: 1, limit: 1 });
    }),
    http.get(`${TEST_API}/admin/hiring/templates/Shortlisted/preview`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      previewed.push(query);
      const language = query.get('lang');
      return HttpResponse.json({
        to: 'kavya@example.com',
        subject: query.get('subject')!.replace('{jobTitle}', 'Guard'),
        html: '<p>Hello Kavya</p>',
        text: 'Hello Kavya',
        language,
      });
    }),
    http.post(`${TEST_API}/admin/hiring/templates/Shortlisted`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ message: 'Shortlisted template saved', template: SHORTLISTED });
    }),
  );
}

describe('TemplatesPage', () => {
  it('previews with the newest application from the applications’ own list, which a recruiter may read, in English', async () => {
    answer();
    const { user } = renderAdminScreen('/admin/candidate-emails', <TemplatesPage />, '/admin/candidate-emails');
    const preview = await screen.findByRole('button', { name: 'Preview with Kavya' });
    await waitFor(() => expect(preview).toBeEnabled());
    await user.click(preview);
    const shown = await screen.findByLabelText('Preview of the Shortlisted e-mail');
    expect(shown).toHaveTextContent('Subject: Shortlisted for Guard');
    expect(shown).toHaveTextContent('In English');
    expect(Object.fromEntries(previewed[0]!)).toEqual({ applicationId: 'a1', lang: 'en', subject: 'Shortlisted for {jobTitle}', body: 'Hello {name}' });
  });

  it('edits the Hindi and Marathi beside the English, previews each language, and saves the translations', async () => {
    answer();
    const { user } = renderAdminScreen('/admin/candidate-emails', <TemplatesPage />, '/admin/candidate-emails');
    const form = await screen.findByRole('form', { name: 'Shortlisted' });
    await user.click(within(form).getByRole('button', { name: 'Edit translations' }));
    const hindi = within(form).getByRole('tabpanel', { name: /Hindi/ });
    expect((within(hindi).getByLabelText('Subject in Hindi') as HTMLInputElement).value).toBe('{jobTitle} के लिए शॉर्टलिस्ट');
    expect(within(hindi).getByText('Source changed')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Confirm the Hindi subject' }));

    // Marathi is empty: its preview sends what a Marathi candidate would get now, the Hindi.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Preview in Marathi' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Preview in Marathi' }));
    expect(await screen.findByLabelText('Preview of the Shortlisted e-mail')).toHaveTextContent('In Marathi');
    expect(Object.fromEntries(previewed[0]!)).toMatchObject({ lang: 'mr', subject: '{jobTitle} के लिए शॉर्टलिस्ट', body: 'नमस्ते {name}' });

    await user.click(within(form).getByRole('tab', { name: /Marathi/ }));
    await user.type(within(form).getByLabelText('Subject in Marathi'), '{{jobTitle} पदासाठी शॉर्टलिस्ट');
    await user.click(within(form).getByRole('button', { name: 'Preview in Marathi' }));
    await waitFor(() => expect(previewed[1]?.get('subject')).toBe('{jobTitle} पदासाठी शॉर्टलिस्ट'));
    // The Marathi body is still empty: the Hindi one stands in.
    expect(previewed[1]?.get('body')).toBe('नमस्ते {name}');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      subject: 'Shortlisted for {jobTitle}',
      body: 'Hello {name}',
      translations: { hi: { confirmed: ['subject'] }, mr: { values: { subject: '{jobTitle} पदासाठी शॉर्टलिस्ट' } } },
    });
  });

  it('checks each language’s placeholders as the API does before saving', async () => {
    answer();
    const { user } = renderAdminScreen('/admin/candidate-emails', <TemplatesPage />, '/admin/candidate-emails');
    const form = await screen.findByRole('form', { name: 'Shortlisted' });
    await user.click(within(form).getByRole('button', { name: 'Edit translations' }));
    await user.click(within(form).getByRole('tab', { name: /Marathi/ }));
    await user.type(within(form).getByLabelText('Body in Marathi'), 'नमस्कार {{naav}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Marathi body/);
    expect(saved).toHaveLength(0);
  });

  it('counts each SMS’s encoding and parts as it is typed, refuses words the DLT registration lacks, and saves the language changed', async () => {
    answer();
    const { user } = renderAdminScreen('/admin/candidate-emails', <TemplatesPage />, '/admin/candidate-emails');
    const form = await screen.findByRole('form', { name: 'Shortlisted' });
    const english = within(form).getByLabelText('SMS in English');
    expect(english).toHaveAccessibleDescription(/^GSM-7 · 1 part · \d+ characters/);
    const marathi = within(form).getByLabelText('SMS in Marathi');
    // With a link as long as a real one, a Marathi SMS takes two parts of 67.
    expect(marathi).toHaveAccessibleDescription(/^UCS-2 · 2 parts · \d+ characters/);
    await user.type(english, ' नमस्ते');
    expect(english).toHaveAccessibleDescription(/^UCS-2 · /);

    await user.type(marathi, ' धन्यवाद');
    expect(within(form).getByRole('alert')).toHaveTextContent('The Marathi SMS differs from its registered DLT template');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(0);

    await user.clear(marathi);
    await user.type(marathi, '{{jobTitle} पदासाठी शॉर्टलिस्ट.   {{link}');
    await user.clear(english);
    await user.type(english, 'Shortlisted: {{jobTitle}. {{link}');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { sms: unknown }).sms).toEqual({
      en: { text: 'Shortlisted: {jobTitle}. {link}', dltTemplateId: '', dltText: '' },
      mr: { text: '{jobTitle} पदासाठी शॉर्टलिस्ट.   {link}', dltTemplateId: '1107000000000000404', dltText: '{#var#} पदासाठी शॉर्टलिस्ट. {#var#}' },
    });
  });
});
