import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_HOURS } from '@site/contracts/constants';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { ResourceForm } from './resource-form';
import { SCREENS } from './screens';
import type { ScreenDef } from './types';

afterEach(cleanup);
const server = startApiServer();

/** The saves the form sends, as the API receives them. */
const saves: Request[] = [];
server.events.on('request:start', ({ request }) => void (request.method === 'POST' && saves.push(request.clone())));
afterEach(() => void saves.splice(0));

const signedIn = (role: object) =>
  server.use(http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'a1', name: 'Esha', email: 'esha@example.com', ...role })));
const EDITOR_OF_BOTH = { role: 'editor', sites: ['main', 'integrated'] };
const def = (d: unknown) => d as ScreenDef;
const FAQ_ID = 'f'.repeat(24);

/** A service whose Hindi title was translated from an older English title; its description's Hindi is current. */
const service = {
  _id: 's1',
  title: 'Security Guards',
  description: 'Trained guards for offices',
  image: '/uploads/s.png',
  businessHours: DEFAULT_BUSINESS_HOURS,
  faqs: [{ _id: FAQ_ID, question: 'Are the guards trained?', answer: 'Yes, for four weeks.' }],
  translations: {
    hi: {
      values: { title: 'सुरक्षा गार्ड', description: 'दफ़्तरों के लिए प्रशिक्षित गार्ड' },
      sources: { title: 'Security Guard', description: 'Trained guards for offices' },
    },
  },
};

function openService(row: object = service) {
  server.use(http.post(`${TEST_API}/admin/services/editServices/s1`, () => HttpResponse.json({ message: 'Service updated successfully' })));
  const view = renderAdmin(<ResourceForm def={def(SCREENS.services)} row={row as never} onDone={() => undefined} />);
  act(() => void view.store.dispatch({ type: 'session/adminTokenChanged', payload: 'admin-token' }));
  return view;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
/** The translations, closed until asked for, once the admin's role is read. */
async function openTranslations(user: { click: (el: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Edit translations' }));
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ResourceForm translations', () => {
  it('shows each field beside its English; an empty one shows what it falls back to (Marathi → Hindi → English)', async () => {
    signedIn(EDITOR_OF_BOTH);
    const { user } = openService();
    await openTranslations(user);
    expect(tab(/^Hindi/).getAttribute('aria-selected')).toBe('true');
    const hindiTitle = input('Title in Hindi');
    expect(hindiTitle.value).toBe('सुरक्षा गार्ड');
    expect(hindiTitle.lang).toBe('hi');
    // The English beside it is the form's, as typed now.
    const row = hindiTitle.closest('.admin-tr__row') as HTMLElement;
    expect(within(row).getByText('Security Guards')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), ' and Supervisors');
    expect(within(row).getByText('Security Guards and Supervisors')).toBeInTheDocument();

    await user.click(tab(/^Marathi/));
    const marathiTitle = input('Title in Marathi');
    expect(marathiTitle.value).toBe('');
    expect(marathiTitle.placeholder).toBe('सुरक्षा गार्ड');
    expect(marathiTitle.lang).toBe('mr');
    expect(document.getElementById(marathiTitle.getAttribute('aria-describedby')!)?.textContent).toBe('Left empty, readers see the Hindi.');
    // FAQs are translated item by item, the list as in English; with no Hindi FAQs, Marathi falls back to English.
    expect(input('Question 1 in Marathi').placeholder).toBe('Are the guards trained?');
    expect(input('Answer 1 in Marathi').placeholder).toBe('Yes, for four weeks.');
    expect(screen.queryByRole('button', { name: /Add FAQ/ })).toBeInTheDocument(); // the English editor's only
    expect(within(screen.getByRole('tabpanel', { name: /Marathi/ })).queryByRole('button', { name: /Add|Remove/ })).toBeNull();

    // Emptying the Hindi makes the Marathi fall back to the English.
    await user.click(tab(/^Hindi/));
    await user.clear(input('Title in Hindi'));
    await user.click(tab(/^Marathi/));
    expect(input('Title in Marathi').placeholder).toBe('Security Guards and Supervisors');
  });

  it('marks a translation whose English changed; Confirm sends it as confirmed, and only changed translations are sent', async () => {
    signedIn(EDITOR_OF_BOTH);
    const { user } = openService();
    // Closed, the section says what waits in each language, and the form is as short as in English.
    expect(await screen.findByText('Hindi: 3 to do')).toBeInTheDocument();
    expect(screen.getByText('Marathi: 4 to do')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title in Hindi')).toBeNull();
    await openTranslations(user);
    const hindi = screen.getByRole('tabpanel', { name: /Hindi/ });
    expect(within(hindi).getByText('Source changed')).toBeInTheDocument();
    expect(within(hindi).getByText('Security Guard')).toHaveProperty('tagName', 'DEL');
    // Title changed, business hours and FAQs missing; the description is current.
    expect(tab(/^Hindi/).textContent).toContain('3 to do');
    await user.click(screen.getByRole('button', { name: 'Confirm the Hindi title' }));
    expect(within(hindi).queryByText('Source changed')).toBeNull();
    expect(within(hindi).getByText('Confirmed')).toBeInTheDocument();
    expect(tab(/^Hindi/).textContent).toContain('2 to do');

    await user.click(tab(/^Marathi/));
    await user.type(input('Title in Marathi'), 'सुरक्षा रक्षक');
    await user.type(input('Question 1 in Marathi'), 'रक्षक प्रशिक्षित आहेत का?');
    await user.type(input('Sunday closing in Marathi'), 'बंद');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const body = await saves[0]!.formData();
    expect(body.get('title')).toBe('Security Guards');
    expect(JSON.parse(String(body.get('translations')))).toEqual({
      hi: { confirmed: ['title'] },
      mr: {
        values: {
          title: 'सुरक्षा रक्षक',
          // An empty cell of a translated list keeps the text it showed.
          faqs: [{ _id: FAQ_ID, question: 'रक्षक प्रशिक्षित आहेत का?', answer: 'Yes, for four weeks.' }],
          businessHours: { ...DEFAULT_BUSINESS_HOURS, sunday: { openingTime: 'Closed', closingTime: 'बंद' } },
        },
      },
    });
  });

  it('a cleared translation is sent as null (the field falls back); nothing is sent when no translation changed', async () => {
    signedIn(EDITOR_OF_BOTH);
    const { user } = openService();
    await openTranslations(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((await saves[0]!.formData()).has('translations')).toBe(false);
    cleanup();
    saves.splice(0);

    const again = openService();
    await openTranslations(again.user);
    await again.user.clear(input('Description in Hindi'));
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(JSON.parse(String((await saves[0]!.formData()).get('translations')))).toEqual({ hi: { values: { description: null } } });
  });

  it("a job's screening questions and choices are translated with their ids, kinds and knockout kept; JSON saves carry an object", async () => {
    signedIn({ role: 'recruiter' });
    server.use(http.post(`${TEST_API}/admin/jobs/editJobs/j1`, () => HttpResponse.json({ message: 'Job updated successfully' })));
    const job = {
      _id: 'j1',
      jobTitle: 'Security Guard',
      location: 'Pune',
      jobType: 'Full-time',
      status: 'Open',
      experience: '1 year',
      salary: ['₹15,000 a month'],
      description: 'Night and day shifts',
      requirement: ['10th pass'],
      benefit: ['PF and ESI'],
      questions: [
        { id: 'q1', text: 'Can you work night shifts?', kind: 'yesno', options: [], required: true, knockout: 'No' },
        { id: 'q2', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night'], required: false, knockout: 'Night' },
      ],
      translations: { hi: { values: { salary: ['₹15,000 प्रति माह'] }, sources: { salary: ['₹15,000 a month'] } } },
    };
    const { user, store } = renderAdmin(<ResourceForm def={def(SCREENS.jobs)} row={job as never} onDone={() => undefined} />);
    act(() => void store.dispatch({ type: 'session/adminTokenChanged', payload: 'admin-token' }));
    await openTranslations(user);
    // A list kept as its first item shows as the English input does.
    expect(input('Salary in Hindi').value).toBe('₹15,000 प्रति माह');
    await user.type(input('Question 1 in Hindi'), 'क्या आप रात की पाली में काम कर सकते हैं?');
    await user.type(input('Question 2 in Hindi'), 'आपको कौन-सी पाली ठीक लगती है?');
    await user.type(input('Question 2, choice 1 in Hindi'), 'दिन');
    await user.type(input('Question 2, choice 2 in Hindi'), 'रात');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const body = (await saves[0]!.json()) as { translations: unknown; jobTitle: string };
    expect(body.jobTitle).toBe('Security Guard');
    expect(body.translations).toEqual({
      hi: {
        values: {
          questions: [
            { id: 'q1', text: 'क्या आप रात की पाली में काम कर सकते हैं?', kind: 'yesno', options: [], required: true, knockout: 'No' },
            { id: 'q2', text: 'आपको कौन-सी पाली ठीक लगती है?', kind: 'choice', options: ['दिन', 'रात'], required: false, knockout: 'रात' },
          ],
        },
      },
    });
  });

  it('a question added in the form is translated once the job is saved', async () => {
    signedIn({ role: 'owner' });
    const { user } = renderAdmin(
      <ResourceForm def={def(SCREENS.jobs)} row={{ _id: 'j2', jobTitle: 'Housekeeper', questions: [] } as never} onDone={() => undefined} />,
    );
    await openTranslations(user);
    await user.click(screen.getByRole('button', { name: /Add question/ }));
    await user.type(screen.getByLabelText('Question 1'), 'Do you live in Pune?');
    expect(
      within(screen.getByRole('tabpanel', { name: /Hindi/ })).getByText('Questions added here can be translated once the job is saved.'),
    ).toBeInTheDocument();
  });

  it('only a role that may edit the item sees its translations: an editor of the main site alone does not edit shared services', async () => {
    signedIn({ role: 'editor', sites: ['main'] });
    const banner = renderAdmin(
      <ResourceForm
        def={def(SCREENS.banner)}
        row={{ _id: 'b1', title: 'Guards', heading: 'Trusted', images: ['/uploads/b.png'] } as never}
        onDone={() => undefined}
      />,
    );
    await openTranslations(banner.user);
    expect(screen.getByLabelText('Heading in Hindi')).toBeInTheDocument();
    cleanup();
    const { store } = openService();
    // The role is read, and the form has no translations.
    const queries = () =>
      Object.values((store.getState() as { api: { queries: Record<string, { endpointName?: string; status?: string } | undefined> } }).api.queries);
    await waitFor(() => expect(queries().some((q) => q?.endpointName === 'me' && q.status === 'fulfilled')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Translations' })).toBeNull();
    expect(screen.queryByLabelText('Title in Hindi')).toBeNull();
  });
});
