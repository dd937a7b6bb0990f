/**
 * @jest-environment jest-fixed-jsdom
 */
// The main site's pages on a Marathi page: the apply form with a job's screening questions, the candidate's stage
// and interviews, and a service's business hours, in Marathi; what is sent stays the values the API knows.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { activateLanguage, addMessages } from '@site/shared-ui';
import { cleanup, screen, within } from '@testing-library/react';
import { ApplicationSummary } from '../features/application/components/application-summary';
import { BusinessHoursPanel } from '../features/booking/components/business-hours';
import { ApplicationForm } from '../features/job-detail/components/application-form';
import { renderMain } from '../testing/render';
import marathi from './mr.json' with { type: 'json' };

beforeAll(() => addMessages('mr', marathi));
afterEach(cleanup);
afterAll(() => activateLanguage('en'));

// A job's questions as a Marathi page reads them: the texts and a choice's answers translated, a yes/no's kept.
const questions = [
  { id: 'q1', text: 'आपल्याकडे सुरक्षा रक्षकाचा परवाना आहे का?', kind: 'yesno', options: [], required: true },
  { id: 'q2', text: 'आपण कोणत्या शिफ्टमध्ये काम करू शकता?', kind: 'choice', options: ['दिवस', 'रात्र'], required: true },
  { id: 'q3', text: 'आपण कोणत्या भाषा बोलता?', kind: 'text', options: [], required: false },
] as const;

describe('the main site on a Marathi page', () => {
  it("asks the job's questions in Marathi, the yes/no answers keeping their English values", () => {
    renderMain(<ApplicationForm jobTitle="सुरक्षा रक्षक" questions={questions as never} onClose={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'सुरक्षा रक्षक पदासाठी अर्ज करा' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'या नोकरीबद्दल काही प्रश्न' })).toBeInTheDocument();
    const licence = screen.getByLabelText('आपल्याकडे सुरक्षा रक्षकाचा परवाना आहे का?') as HTMLSelectElement;
    expect([...licence.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'उत्तर निवडा'],
      ['Yes', 'हो'],
      ['No', 'नाही'],
    ]);
    expect(screen.getByLabelText('आपण कोणत्या भाषा बोलता? (ऐच्छिक)')).toBeInTheDocument();
    const experience = screen.getByLabelText('अनुभव') as HTMLSelectElement;
    expect([...experience.options].slice(1).map((o) => [o.value, o.text])).toEqual([
      ['0-1 years', '0-1 वर्ष'],
      ['1-3 years', '1-3 वर्षे'],
      ['3-5 years', '3-5 वर्षे'],
      ['5+ years', '5+ वर्षे'],
    ]);
  });

  it("shows the contract's messages in Marathi, the resume's and the questions' included", async () => {
    const { user } = renderMain(<ApplicationForm jobTitle="सुरक्षा रक्षक" questions={questions as never} onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'अर्ज पाठवा' }));
    for (const message of [
      'नाव आवश्यक आहे',
      'ईमेल आवश्यक आहे',
      'कौशल्ये आवश्यक आहेत',
      'कृपया यादीतून आपला अनुभव निवडा',
      'बायोडाटा (रेझ्युमे) फाइल आवश्यक आहे',
      'कृपया “आपल्याकडे सुरक्षा रक्षकाचा परवाना आहे का?” या प्रश्नाचे उत्तर द्या',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/required|Please/)).toBeNull();
  });

  it('shows the stage, the day applied and the interviews in Marathi, with Latin digits', () => {
    const application = {
      jobTitle: 'सुरक्षा रक्षक',
      appliedAt: '2026-03-05T06:00:00Z',
      status: 'Shortlisted',
      stage: 'Shortlisted',
      canWithdraw: true,
      interviews: [{ id: 'i1', uid: 'u1', startsAt: '2026-03-10T05:00:00Z', minutes: 30, place: 'बाणेर कार्यालय, पुणे' }],
    } as const;
    renderMain(<ApplicationSummary application={application as never} level={1} />);
    expect(screen.getByText('अर्जाची तारीख: 5 मार्च, 2026')).toBeInTheDocument();
    expect(screen.getByText('शॉर्टलिस्ट झाला').tagName).toBe('STRONG');
    expect(screen.getByText('सद्यस्थिती:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पुढील मुलाखती' })).toBeInTheDocument();
    // Worded as the candidate's e-mail words it: the part of the day, never "AM".
    expect(screen.getByText('मंगळवार, 10 मार्च, 2026 रोजी सकाळी 10:30 वाजता (भारतीय वेळ)')).toBeInTheDocument();
    expect(screen.getByText('30 मिनिटे, बाणेर कार्यालय, पुणे')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कॅलेंडरमध्ये जोडा' }).getAttribute('href')).toContain(encodeURIComponent('SUMMARY:मुलाखत: सुरक्षा रक्षक'));
  });

  it('names the days and a closed day in Marathi, the hours as typed', () => {
    renderMain(<BusinessHoursPanel hours={{ monday: { openingTime: '00:00', closingTime: '23:59' }, saturday: { openingTime: 'बंद', closingTime: '' } }} />);
    const rows = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(rows).toEqual([
      ['सोमवार', '24 तास सुरू'],
      ['मंगळवार', '09:00 - 17:00'],
      ['बुधवार', '09:00 - 17:00'],
      ['गुरुवार', '09:00 - 17:00'],
      ['शुक्रवार', '09:00 - 17:00'],
      ['शनिवार', 'बंद'],
      ['रविवार', 'बंद'],
    ]);
    expect(within(screen.getByRole('heading')).getByText('कामकाजाची वेळ')).toBeInTheDocument();
  });
});
