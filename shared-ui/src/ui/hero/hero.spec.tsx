import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithStore, setTestConfig, TEST_API } from '../../testing/render';
import { Hero } from './hero';

beforeAll(setTestConfig);
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const current = () => document.querySelector('.ui-hero__image--current') as HTMLImageElement | null;
const title = () => screen.getByRole('heading', { level: 1 }).textContent;

const slides = [
  {
    image: '/uploads/a.svg',
    title: 'Facility services you can count on',
    heading: 'One contract',
    text: 'Trained people.',
    link: '/main/service',
    linkText: 'See our services',
  },
  {
    image: 'https://cdn.example/b.jpg',
    title: 'People and payroll, handled',
    heading: 'Hiring and payroll',
    text: 'Payslips.',
    link: 'https://payroll.example/',
    linkText: 'Read about our payroll service',
  },
];

describe('Hero', () => {
  it('shows the label, the first slide with its texts and link, and BOOK A SCHEDULE to /main/service', () => {
    renderWithStore(<Hero label="HOME" slides={slides} />);
    expect(screen.getByRole('region', { name: 'HOME' })).toBeInTheDocument();
    expect(title()).toBe('Facility services you can count on');
    expect(screen.getByText('One contract')).toBeInTheDocument();
    expect(screen.getByText('Trained people.')).toBeInTheDocument();
    // The link's words say where it leads (bannerSlides words a banner stored without them), never a bare "Learn more".
    expect(screen.getByRole('link', { name: 'See our services' }).getAttribute('href')).toBe('/main/service');
    expect(screen.getByRole('link', { name: 'BOOK A SCHEDULE' }).getAttribute('href')).toBe('/main/service');
  });

  it('can go without slides or the call to action', () => {
    renderWithStore(<Hero label="ABOUT" slides={[]} cta={null} />);
    expect(screen.getByRole('region', { name: 'ABOUT' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("rotates every 3 seconds, each image under its own banner's texts and link", () => {
    renderWithStore(<Hero label="HOME" slides={slides} />);
    expect(current()!.getAttribute('src')).toContain(`${TEST_API}/uploads/a.svg`);
    act(() => jest.advanceTimersByTime(3000));
    expect(current()!.getAttribute('src')).toContain('https://cdn.example/b.jpg');
    expect(title()).toBe('People and payroll, handled');
    expect(screen.getByText('Hiring and payroll')).toBeInTheDocument();
    expect(screen.queryByText('One contract')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read about our payroll service' }).getAttribute('href')).toBe('https://payroll.example/');
    act(() => jest.advanceTimersByTime(3000));
    expect(current()!.getAttribute('src')).toContain('/uploads/a.svg');
    expect(title()).toBe('Facility services you can count on');
  });

  it('holds still while pointed at or focused, so a link does not change under the visitor', () => {
    renderWithStore(<Hero label="HOME" slides={slides} />);
    const hero = screen.getByRole('region', { name: 'HOME' });
    fireEvent.mouseEnter(hero);
    act(() => jest.advanceTimersByTime(9000));
    expect(title()).toBe('Facility services you can count on');
    fireEvent.mouseLeave(hero);
    act(() => screen.getByRole('link', { name: 'See our services' }).focus());
    act(() => jest.advanceTimersByTime(9000));
    expect(title()).toBe('Facility services you can count on');
    act(() => screen.getByRole('link', { name: 'See our services' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(title()).toBe('People and payroll, handled');
  });

  it('links only to pages of the site and web addresses', () => {
    renderWithStore(<Hero label="HOME" slides={[{ ...slides[0]!, link: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link', { name: 'See our services' })).toBeNull();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['BOOK A SCHEDULE']);
  });
});
