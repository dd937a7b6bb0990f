import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderMain } from '../../../testing/render';
import { AboutSection } from './about-section';
import { firstMissions, MissionGrid } from './mission-grid';

afterEach(cleanup);

describe('AboutSection', () => {
  it('shows the default badge and keeps the images while the content loads', () => {
    const { container } = renderMain(<AboutSection about={undefined} loading />);
    expect(container.querySelector('.main-about .ui-about__badge')!.textContent).toBe('25+ Years Experience of Service');
    expect(container.querySelectorAll('.main-about .ui-about__media img')).toHaveLength(2);
  });
  it('shows up to five profile avatars', () => {
    const about = {
      _id: 'a',
      heading: 'H',
      description: 'D',
      text: 'T',
      experience: '10 Years',
      projects: [],
      client: [],
      staff: [],
      awards: [],
      profile: ['1', '2', '3', '4', '5', '6'],
    };
    renderMain(<AboutSection about={about} loading={false} />);
    expect(screen.getAllByRole('img', { name: /^Team member/ })).toHaveLength(5);
  });
});

describe('Mission and Vision', () => {
  const missions = Array.from({ length: 10 }, (_, i) => ({ _id: String(i), title: `Mission ${i + 1}`, description: `Text ${i + 1}` }));
  it('shows the first eight missions, each with an icon', () => {
    expect(firstMissions(missions)).toHaveLength(8);
    const { container } = renderMain(<MissionGrid missions={missions} loading={false} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(missions.slice(0, 8).map((m) => m.title));
    expect(container.querySelectorAll('.main-missions__icon svg')).toHaveLength(8);
  });
  it('gives each position its fixed icon', () => {
    const a = renderMain(<MissionGrid missions={missions.slice(0, 2)} loading={false} />).container.querySelector('.main-missions__icon')!.innerHTML;
    cleanup();
    const b = renderMain(<MissionGrid missions={[{ _id: 'z', title: 'Other', description: 'x' }]} loading={false} />).container.querySelector(
      '.main-missions__icon',
    )!.innerHTML;
    expect(b).toBe(a);
  });
});
