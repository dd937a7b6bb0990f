import { StatsStrip, t, useList } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';
import { AboutBlock } from './components/about-block';
import { AboutCards } from './components/about-cards';
import { MissionBlock } from './components/mission-block';
import './about.css';

/** /integrat/about (docs/behaviour.md §2.10): banner, about block, animated stats, mission block and about cards. */
export function AboutPage() {
  const about = useList('about');
  const missions = useList('integratedMission');
  const cards = useList('aboutCards');
  const current = about.data?.[0];
  return (
    <>
      <IntegratedHero label={t('ABOUT')} />
      <AboutBlock about={current} loading={about.isLoading} />
      <StatsStrip about={current} />
      <MissionBlock missions={missions.data ?? []} loading={missions.isLoading} />
      <AboutCards cards={cards.data ?? []} loading={cards.isLoading} />
    </>
  );
}
