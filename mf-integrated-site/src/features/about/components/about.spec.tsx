import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderIntegrated } from '../../../testing/render';
import { AboutBlock } from './about-block';
import { MissionBlock } from './mission-block';

afterEach(cleanup);

const mission = {
  _id: 'm1',
  title: 'Our Mission',
  description: 'Run facilities so well nobody thinks about them.',
  heading: 'Reliable service, every shift',
  content: 'Every site is planned around its risks.',
  text: 'Measured by audits, not promises.',
  paragraph: 'Clients receive a monthly scorecard.',
  image: '/uploads/m1.svg',
};

describe('MissionBlock', () => {
  it('shows every field of each integrated mission', () => {
    renderIntegrated(
      <MissionBlock missions={[mission, { ...mission, _id: 'm2', title: 'Our Vision', heading: '', content: '', text: '', paragraph: '' }]} loading={false} />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    const one = within(first!);
    expect(one.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(one.getByRole('heading', { level: 4, name: mission.heading })).toBeInTheDocument();
    for (const text of [mission.description, mission.content, mission.text, mission.paragraph]) expect(one.getByText(text)).toBeInTheDocument();
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('http://api.test/uploads/m1.svg');
    // Empty optional fields leave no empty elements behind.
    expect(within(second!).queryByRole('heading', { level: 4 })).toBeNull();
    expect(second!.querySelectorAll('p')).toHaveLength(1);
  });

  it('says it is loading while the list is empty', () => {
    renderIntegrated(<MissionBlock missions={[]} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading missions...');
  });
});

describe('AboutBlock', () => {
  it('shows the heading, description and text of the about content', () => {
    const about = {
      _id: 'a',
      heading: 'Keeping workplaces safe',
      description: 'Since 2010.',
      text: 'One partner.',
      experience: '15+ Years Experience of Service',
      projects: [],
      client: [],
      staff: [],
      awards: [],
    };
    renderIntegrated(<AboutBlock about={about} loading={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Keeping workplaces safe' })).toBeInTheDocument();
    expect(screen.getByText('Since 2010.')).toBeInTheDocument();
    expect(screen.getByText('One partner.')).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
  });
});
