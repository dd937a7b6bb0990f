import { SectionHeading, useList } from '@site/shared-ui';

/** Admin home: how much content and how many submissions there are (the full dashboard comes with the admin issue). */
export function DashboardPage() {
  const { data: clients } = useList('clients');
  const { data: services } = useList('services');
  const { data: enquiries } = useList('homeEnquiry');
  const { data: applications } = useList('applyJobs');
  const cards = [
    { label: 'Total Clients', value: clients?.length },
    { label: 'Services', value: services?.length },
    { label: 'Inquiries', value: enquiries?.length },
    { label: 'Applications', value: applications?.length },
  ];
  return (
    <section>
      <SectionHeading title="Dashboard" />
      <ul className="admin-stats">
        {cards.map((c) => (
          <li key={c.label}>
            <span>{c.label}</span>
            <strong>{c.value ?? '…'}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
