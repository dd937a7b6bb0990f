import { StatsStrip, t, useList } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';
import { AboutSection } from './components/about-section';
import { MissionGrid } from './components/mission-grid';
import './about.css';

/** /main/about (docs/behaviour.md §2.4): hero ABOUT, about block, statistics strip, Mission and Vision. */
export function AboutPage() {
  const about = useList('about');
  const missions = useList('missions');
  const current = about.data?.[0];
  return (
    <>
      <MainHero label={t('ABOUT')} />
      <AboutSection about={current} loading={about.isLoading} />
      <StatsStrip about={current} loading={about.isLoading} />
      <MissionGrid missions={missions.data ?? []} loading={missions.isLoading} />
    </>
  );
}
