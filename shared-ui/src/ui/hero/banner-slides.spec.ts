import { describe, expect, it } from '@jest/globals';
import { bannerLinkText, bannerSlides } from './banner-slides';

const banner = (id: string, link: string) => ({ title: id, heading: `${id} heading`, paragraph: `${id} text`, link, image: `/uploads/${id}.svg` });
const integrated = [banner('services', '/integrat/services'), banner('clients', '/integrat/clients'), banner('careers', '/integrat/Job')];

describe('bannerSlides', () => {
  it("gives each image of a main banner that banner's own texts and link", () => {
    const main = [
      {
        title: 'Facility services',
        heading: 'One contract',
        paragraph: 'Trained people',
        link: '/main/service',
        images: ['/uploads/1a.svg', '/uploads/1b.svg'],
      },
      { title: 'People and payroll', heading: 'Hiring', paragraph: 'Payslips', link: '/main/jobs', images: '/uploads/2a.svg, /uploads/2b.svg' },
    ];
    expect(bannerSlides(main, '/main/about').map((s) => [s.image, s.title, s.heading, s.text, s.link])).toEqual([
      ['/uploads/1a.svg', 'Facility services', 'One contract', 'Trained people', '/main/service'],
      ['/uploads/1b.svg', 'Facility services', 'One contract', 'Trained people', '/main/service'],
      ['/uploads/2a.svg', 'People and payroll', 'Hiring', 'Payslips', '/main/jobs'],
      ['/uploads/2b.svg', 'People and payroll', 'Hiring', 'Payslips', '/main/jobs'],
    ]);
  });

  it('starts with the banner linking to the page, whatever the case, else the first', () => {
    expect(bannerSlides(integrated, '/integrat/Job').map((s) => s.title)).toEqual(['careers', 'services', 'clients']);
    expect(bannerSlides(integrated, '/integrat/Clients/').map((s) => s.title)).toEqual(['clients', 'careers', 'services']);
    expect(bannerSlides(integrated, '/integrat/about').map((s) => s.title)).toEqual(['services', 'clients', 'careers']);
    expect(bannerSlides([], '/integrat/about')).toEqual([]);
  });

  it('gives /website the banner of /integrat/home, the same screen', () => {
    const withHome = [...integrated, banner('home', '/integrat/home')];
    expect(bannerSlides(withHome, '/website')[0]?.title).toBe('home');
  });

  it('skips banners without an image and leaves out an empty link', () => {
    expect(
      bannerSlides(
        [
          { title: 'no image', link: '/x' },
          { ...banner('b', ' '), image: '/uploads/b.svg' },
        ],
        '/',
      ),
    ).toEqual([{ image: '/uploads/b.svg', title: 'b', heading: 'b heading', text: 'b text', link: undefined, linkText: 'More about b' }]);
  });
});

describe('bannerLinkText', () => {
  it("is the admin's words where the banner has them", () => {
    expect(bannerLinkText({ link: '/main/service', linkText: ' Explore our facility services ', title: 'Facility' })).toBe('Explore our facility services');
  });

  it('says where a banner stored without them leads: a page of either site, a web site, else the banner', () => {
    expect(bannerLinkText({ link: '/main/service', title: 'Facility' })).toBe('See our services');
    expect(bannerLinkText({ link: '/integrat/job', linkText: '', title: 'Careers' })).toBe('See open jobs');
    expect(bannerLinkText({ link: '/integrat/clients/', title: 'Trusted' })).toBe('See our clients');
    expect(bannerLinkText({ link: 'https://www.payroll.example/plans', title: 'Payroll' })).toBe('Visit payroll.example');
    expect(bannerLinkText({ link: '/booking/0123456789abcdef01234567', title: 'Night guards' })).toBe('More about Night guards');
  });
});
