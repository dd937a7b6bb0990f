import { describe, expect, it } from '@jest/globals';
import { missingMailWords } from '../../mail/index.js';
import { interviewMails } from './interview-mail.js';
import type { StoredInterview } from './interview-store.js';

const interview: StoredInterview = {
  id: 'iv-1',
  applicationId: 'app-1',
  startsAt: '2026-09-12T05:00:00.000Z',
  minutes: 45,
  place: 'Pune office, 2nd floor',
  interviewerId: 'admin-1',
  interviewerName: 'Priya Nair',
  interviewerEmail: 'priya@firm.in',
  note: 'Bring your Aadhaar card.',
  status: 'Scheduled',
  sequence: 0,
};
const application = { name: 'सुनील पाटील', email: 'sunil@example.com', jobTitle: 'Security Guard', pageUrl: 'https://site.example/mr/application/abc' };
const icsOf = (mail: { attachments?: Array<{ content: string }> }) => mail.attachments![0]!.content.replace(/\r\n[ \t]/g, '');

describe('interviewMails in the candidate’s language', () => {
  it('tells a candidate not yet told of the shortlisting in the invitation, in their language; never the interviewer', () => {
    const [en, office] = interviewMails('scheduled', interview, { ...application, name: 'Sunil Patil', shortlisted: true });
    expect(en!.text).toContain(
      'Interview invitation, Sunil Patil\n\nGood news: your application has been shortlisted, and we would like to meet you.\nFor the position of Security Guard.',
    );
    expect(office!.text).not.toContain('shortlisted');
    const [hi] = interviewMails('scheduled', interview, { ...application, language: 'hi', shortlisted: true });
    expect(hi!.text).toContain('खुशखबरी: आपका आवेदन शॉर्टलिस्ट हो गया है, और हम आपसे मिलना चाहेंगे।');
    const [plain] = interviewMails('scheduled', interview, { ...application, language: 'hi' });
    expect(plain!.text).not.toContain('शॉर्टलिस्ट');
  });

  it('invites a Marathi candidate in Marathi, the time as Marathi writes it, and the interviewer in English', () => {
    const [toCandidate, toInterviewer] = interviewMails('scheduled', interview, { ...application, language: 'mr', localJobTitle: 'सुरक्षा रक्षक' });
    expect(toCandidate!.subject).toBe('मुलाखतीचे निमंत्रण: सुरक्षा रक्षक, शनिवार, 12 सप्टेंबर, 2026 रोजी सकाळी 10:30 वाजता (भारतीय वेळ)');
    expect(toCandidate!.text).toContain('सुनील पाटील, आपल्याला मुलाखतीसाठी बोलावले आहे\n\nसुरक्षा रक्षक पदासाठी.');
    expect(toCandidate!.text).toContain('केव्हा: शनिवार, 12 सप्टेंबर, 2026 रोजी सकाळी 10:30 वाजता (भारतीय वेळ), 45 मिनिटांसाठी');
    // What the office typed stays as typed.
    expect(toCandidate!.text).toContain('कुठे: Pune office, 2nd floor');
    expect(toCandidate!.text).toContain('सूचना: Bring your Aadhaar card.');
    expect(toCandidate!.text).toContain('आपल्या अर्जाची स्थिती पाहा: https://site.example/mr/application/abc');
    expect(toCandidate!.html).toContain('<html lang="mr">');
    expect(icsOf(toCandidate!)).toContain('SUMMARY:मुलाखत: सुरक्षा रक्षक (Sentinel IFS)');

    expect(toInterviewer!.subject).toBe('Interview invitation: सुनील पाटील for Security Guard');
    expect(toInterviewer!.text).toContain('When: 12 Sept 2026, 10:30 am IST (45 minutes)');
    expect(toInterviewer!.html).toContain('<html lang="en">');
    expect(icsOf(toInterviewer!)).toContain('SUMMARY:Interview: Security Guard (Sentinel IFS)');
    expect(icsOf(toInterviewer!)).toContain('UID:interview-iv-1@sentinel-ifs');
    expect(icsOf(toCandidate!)).toContain('UID:interview-iv-1@sentinel-ifs');
  });

  it('tells a Hindi candidate of a move and a cancellation in Hindi, with no job the application does not name', () => {
    const [moved] = interviewMails('rescheduled', { ...interview, sequence: 1 }, { ...application, jobTitle: null, localJobTitle: null, language: 'hi' });
    expect(moved!.subject).toBe('इंटरव्यू का समय बदला: शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे (भारतीय समय)');
    expect(moved!.text).toContain('आपके चुने हुए पद के लिए।');
    const [cancelled, office] = interviewMails(
      'cancelled',
      { ...interview, status: 'Cancelled', sequence: 2 },
      { ...application, language: 'hi', localJobTitle: 'सुरक्षा गार्ड' },
    );
    expect(cancelled!.text).toContain('सुनील पाटील, आपका इंटरव्यू रद्द हो गया है');
    expect(cancelled!.text).toContain('यह इंटरव्यू नहीं होगा। हम आपसे फिर संपर्क करेंगे।');
    expect(cancelled!.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(office!.subject).toBe('Interview cancelled: सुनील पाटील for Security Guard');
    expect([...missingMailWords].filter((m) => m.startsWith('mr:') || m.startsWith('hi:'))).toEqual([]);
  });

  it('keeps an English candidate’s invitation as it was: one calendar file for both', () => {
    const [toCandidate, toInterviewer] = interviewMails('scheduled', interview, {
      ...application,
      name: 'Meena Iyer',
      pageUrl: 'https://site.example/application/abc',
    });
    expect(toCandidate!.subject).toBe('Interview invitation: Security Guard, 12 Sept 2026, 10:30 am IST');
    expect(toCandidate!.text.split('\n').slice(0, 4)).toEqual([
      'Interview invitation, Meena Iyer',
      '',
      'For the position of Security Guard.',
      'The calendar file attached adds it to your calendar.',
    ]);
    expect(toCandidate!.text).toContain('Follow your application: https://site.example/application/abc');
    expect(toCandidate!.attachments).toBe(toInterviewer!.attachments);
  });
});
