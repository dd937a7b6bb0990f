/**
 * @jest-environment jest-fixed-jsdom
 */
// The shared kit drawn on a Marathi page: its words from the Marathi catalogue, the contracts' messages through
// theirs, dates and times in Marathi with Latin digits, and the values sent to the API unchanged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SITE_SETTINGS_DEFAULTS } from '@site/contracts/constants';
import { activateLanguage, addMessages } from '../i18n/i18n';
import { seedRouteData } from '../pages/route-data';
import { createStore } from '../store/store';
import { http, HttpResponse, startApiServer } from '../testing/api-server';
import { renderWithStore, TEST_API } from '../testing/render';
import { Footer } from '../ui/footer/footer';
import { HomeEnquiryForm } from '../ui/forms/home-enquiry-form-lazy';
import { JobsGrid } from '../ui/jobs/jobs-grid';
import marathi from './mr.json' with { type: 'json' };

const server = startApiServer();

beforeAll(() => addMessages('mr', marathi));
afterAll(() => activateLanguage('en'));

const DAY = 24 * 3600 * 1000;

describe('the shared kit on a Marathi page', () => {
  it('shows the jobs grid in Marathi: heading, job type, missing salary and when each job was posted', () => {
    const jobs = [
      {
        _id: 'j1',
        jobTitle: 'सुरक्षा रक्षक',
        location: 'पुणे',
        experience: '1-3 वर्षे',
        salary: ['₹15000 - ₹18000 दरमहा (8 तास)'],
        jobType: 'Full-time',
        createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
      },
      {
        _id: 'j2',
        jobTitle: 'हाऊसकीपिंग कर्मचारी',
        location: 'नाशिक',
        experience: '0-1 वर्ष',
        salary: [],
        jobType: 'Part-time',
        createdAt: new Date(Date.now() - DAY).toISOString(),
      },
    ] as never;
    renderWithStore(<JobsGrid jobs={jobs} />);
    expect(screen.getByRole('heading', { name: 'उपलब्ध नोकऱ्या' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('पूर्णवेळ')).toBeInTheDocument();
    // Rupee amounts grouped, the hours a day left as typed.
    expect(within(first!).getByText('₹15,000 - ₹18,000 दरमहा (8 तास)')).toBeInTheDocument();
    expect(within(first!).getByText('3 दिवसांपूर्वी प्रकाशित')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'सुरक्षा रक्षक बद्दल अधिक वाचा' }).getAttribute('href')).toBe('/jobdetail/j1');
    expect(within(second!).getByText('अर्धवेळ')).toBeInTheDocument();
    expect(within(second!).getByText('नमूद नाही')).toBeInTheDocument();
    expect(within(second!).getByText('काल प्रकाशित')).toBeInTheDocument();
  });

  it('shows the footer in Marathi, page names and copyright included', () => {
    const store = createStore();
    seedRouteData(store, { lists: { services: [] }, settings: SITE_SETTINGS_DEFAULTS });
    renderWithStore(<Footer variant="main" contacts={{ phone: '+91 98765 43210' }} />, { store });
    const pages = within(screen.getByRole('navigation', { name: 'साइटची पाने' }));
    expect(pages.getByRole('link', { name: 'नोकऱ्या' }).getAttribute('href')).toBe('/main/jobs');
    expect(pages.getByRole('link', { name: 'गोपनीयता सूचना' }).getAttribute('href')).toBe('/main/privacy');
    expect(screen.getByText(`© ${new Date().getFullYear()} Sentinel Integrated Facility Services. सर्व हक्क राखीव.`)).toBeInTheDocument();
  });

  it("labels the enquiry form in Marathi and shows the contract's messages in Marathi, the service values staying English", async () => {
    const { user } = renderWithStore(<HomeEnquiryForm label="चौकशी फॉर्म" submitLabel="चौकशी पाठवा" />);
    const form = await screen.findByRole('form', { name: 'चौकशी फॉर्म' });
    const service = within(form).getByLabelText('सेवा') as HTMLSelectElement;
    const security = [...service.options].find((o) => o.value === 'Security Services')!;
    expect(security.textContent).toBe('सुरक्षा सेवा');
    expect(within(form).getByRole('checkbox', { name: 'मी गोपनीयता सूचनेशी सहमत आहे' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('ईमेल'), 'asha@');
    await user.click(within(form).getByRole('button', { name: 'चौकशी पाठवा' }));
    for (const message of ['पहिले नाव आवश्यक आहे', 'आडनाव आवश्यक आहे', 'कृपया योग्य ईमेल पत्ता लिहा', 'कृपया गोपनीयता सूचनेला संमती द्या'])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).queryByText(/is required/)).toBeNull();
  });

  it('sends the English service choice and says in Marathi that the enquiry went, or what the server answered', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_API}/admin/homeEnquiry/addHomeEnquiry`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'आपली चौकशी पाठवली आहे', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
      }),
    );
    const { user } = renderWithStore(<HomeEnquiryForm label="चौकशी फॉर्म" submitLabel="चौकशी पाठवा" />, { toasts: true });
    const form = await screen.findByRole('form', { name: 'चौकशी फॉर्म' });
    for (const [label, value] of [
      ['पहिले नाव', 'आशा'],
      ['आडनाव', 'पाटील'],
      ['ईमेल', 'asha@example.com'],
      ['मोबाईल', '9876543210'],
      ['वर्णन', 'दोन मजल्यांची साप्ताहिक स्वच्छता.'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    await user.selectOptions(within(form).getByLabelText('सेवा'), 'हाऊसकीपिंग सेवा');
    await user.click(within(form).getByRole('checkbox', { name: 'मी गोपनीयता सूचनेशी सहमत आहे' }));
    await user.click(within(form).getByRole('button', { name: 'चौकशी पाठवा' }));
    expect(await screen.findByText('आपली चौकशी पाठवली आहे!')).toBeInTheDocument();
    expect(sent).toMatchObject({ firstName: 'आशा', service: 'Housekeeping Services', consent: true });

    server.use(
      http.post(`${TEST_API}/admin/homeEnquiry/addHomeEnquiry`, () =>
        HttpResponse.json({ statusCode: 400, message: 'कृपया यादीतून सेवा निवडा' }, { status: 400 }),
      ),
    );
    for (const [label, value] of [
      ['पहिले नाव', 'आशा'],
      ['आडनाव', 'पाटील'],
      ['ईमेल', 'asha@example.com'],
      ['मोबाईल', '9876543210'],
      ['वर्णन', 'स्वच्छता'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    await user.selectOptions(within(form).getByLabelText('सेवा'), 'हाऊसकीपिंग सेवा');
    await user.click(within(form).getByRole('checkbox', { name: 'मी गोपनीयता सूचनेशी सहमत आहे' }));
    await user.click(within(form).getByRole('button', { name: 'चौकशी पाठवा' }));
    expect(await screen.findByText('त्रुटी: कृपया यादीतून सेवा निवडा')).toBeInTheDocument();
  });
});
