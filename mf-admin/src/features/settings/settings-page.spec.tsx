import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { SITE_SETTINGS_INITIAL, SUBMISSION_KEYS } from '@site/contracts';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { SettingsPage } from './settings-page';

const server = startApiServer();
const saved: unknown[] = [];
afterEach(() => void saved.splice(0));

const settings = {
  ...SITE_SETTINGS_INITIAL,
  footerText: 'Trusted facility services across Maharashtra since 2005.',
  address: 'Office 4, Shivaji Nagar, Pune 411005',
  translations: {
    // Translated before the English footer was reworded.
    hi: { values: { footerText: '2005 से पूरे महाराष्ट्र में सुविधा सेवाएँ।' }, sources: { footerText: 'Facility services across Maharashtra since 2005.' } },
    mr: { values: { address: 'कार्यालय 4, शिवाजीनगर, पुणे 411005' }, sources: { address: 'Office 4, Shivaji Nagar, Pune 411005' } },
  },
};
const answer = {
  settings,
  recipients: Object.fromEntries(SUBMISSION_KEYS.map((k) => [k, { to: 'owner@example.com', from: 'default' }])),
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('SettingsPage', () => {
  it('edits the footer text and address in Hindi and Marathi beside the English, and saves them with the settings', async () => {
    server.use(
      http.get(`${TEST_API}/admin/settings`, () => HttpResponse.json(answer)),
      http.put(`${TEST_API}/admin/settings`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ...answer, message: 'Site settings saved' });
      }),
    );
    const { user } = renderAdminScreen('/admin/settings', <SettingsPage />, '/admin/settings');
    const section = await screen.findByRole('region', { name: 'The footer in Hindi and Marathi' });
    await user.click(within(section).getByRole('button', { name: 'Edit translations' }));
    const hindi = within(section).getByRole('tabpanel', { name: /Hindi/ });
    expect((within(hindi).getByLabelText('Footer text in Hindi') as HTMLTextAreaElement).value).toBe('2005 से पूरे महाराष्ट्र में सुविधा सेवाएँ।');
    expect(within(hindi).getByText('Source changed')).toBeInTheDocument();
    expect(within(hindi).getByText('Facility services across Maharashtra since 2005.').tagName).toBe('DEL');
    // No Hindi address: it shows the English.
    expect((within(hindi).getByLabelText('Address in Hindi') as HTMLInputElement).placeholder).toBe('Office 4, Shivaji Nagar, Pune 411005');
    await user.click(within(section).getByRole('button', { name: 'Confirm the Hindi footer text' }));

    await user.click(within(section).getByRole('tab', { name: /Marathi/ }));
    const marathi = within(section).getByRole('tabpanel', { name: /Marathi/ });
    expect((within(marathi).getByLabelText('Address in Marathi') as HTMLInputElement).value).toBe('कार्यालय 4, शिवाजीनगर, पुणे 411005');
    // No Marathi footer: it shows the Hindi.
    expect((within(marathi).getByLabelText('Footer text in Marathi') as HTMLTextAreaElement).placeholder).toBe('2005 से पूरे महाराष्ट्र में सुविधा सेवाएँ।');
    await user.type(within(marathi).getByLabelText('Footer text in Marathi'), '2005 पासून संपूर्ण महाराष्ट्रात विश्वासार्ह सुविधा सेवा.');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as Record<string, unknown>;
    expect(body.footerText).toBe('Trusted facility services across Maharashtra since 2005.');
    expect(body.translations).toEqual({ hi: { confirmed: ['footerText'] }, mr: { values: { footerText: '2005 पासून संपूर्ण महाराष्ट्रात विश्वासार्ह सुविधा सेवा.' } } });
  });

  it('checks each translation as its English field is checked, before sending', async () => {
    server.use(http.get(`${TEST_API}/admin/settings`, () => HttpResponse.json(answer)));
    const { user } = renderAdminScreen('/admin/settings', <SettingsPage />, '/admin/settings');
    const section = await screen.findByRole('region', { name: 'The footer in Hindi and Marathi' });
    await user.click(within(section).getByRole('button', { name: 'Edit translations' }));
    await user.clear(within(section).getByLabelText('Address in Hindi'));
    await user.type(within(section).getByLabelText('Address in Hindi'), 'पुणे');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hindi address: Address must be at least 5 characters');
    expect(saved).toHaveLength(0);
  });

  it('sends no translations when none changed', async () => {
    server.use(
      http.get(`${TEST_API}/admin/settings`, () => HttpResponse.json({ ...answer, settings: { ...settings, translations: undefined } })),
      http.put(`${TEST_API}/admin/settings`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ...answer, message: 'Site settings saved' });
      }),
    );
    const { user } = renderAdminScreen('/admin/settings', <SettingsPage />, '/admin/settings');
    await screen.findByRole('region', { name: 'The footer in Hindi and Marathi' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).not.toHaveProperty('translations');
  });
});
