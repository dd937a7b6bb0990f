import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
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

describe('Hero', () => {
  it('shows the label, the banner texts and BOOK A SCHEDULE to /main/service', () => {
    renderWithStore(<Hero label="HOME" title="Facility services you can trust" heading="Since 2010" text="Security and housekeeping." images={[]} />);
    expect(screen.getByRole('region', { name: 'HOME' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Facility services you can trust' })).toBeInTheDocument();
    expect(screen.getByText('Since 2010')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BOOK A SCHEDULE' }).getAttribute('href')).toBe('/main/service');
  });

  it('can go without the call to action', () => {
    renderWithStore(<Hero label="ABOUT" images={[]} cta={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('rotates the stored images every 3 seconds', () => {
    renderWithStore(<Hero label="HOME" images={['/uploads/a.svg', 'https://cdn.example/b.jpg']} />);
    expect(current()!.getAttribute('src')).toContain(`${TEST_API}/uploads/a.svg`);
    act(() => jest.advanceTimersByTime(3000));
    expect(current()!.getAttribute('src')).toContain('https://cdn.example/b.jpg');
    act(() => jest.advanceTimersByTime(3000));
    expect(current()!.getAttribute('src')).toContain('/uploads/a.svg');
  });
});
