// The integrated site on a Marathi page: a client's page and the careers block in Marathi; the client's own texts
// as the API gives them in Marathi.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { activateLanguage, addMessages, createStore, seedRouteData } from '@site/shared-ui';
import { renderWithStore } from '@site/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ClientDetailPage } from '../features/client-detail/client-detail-page';
import { CareersSlider } from '../features/jobs/components/careers-slider';
import marathi from './mr.json' with { type: 'json' };

beforeAll(() => addMessages('mr', marathi));
afterEach(cleanup);
afterAll(() => activateLanguage('en'));

describe('the integrated site on a Marathi page', () => {
  it("shows a client's page with its headings in Marathi", () => {
    const client = {
      _id: '0123456789abcdef01234567',
      name: 'डेक्कन ऑटो कंपोनंट्स',
      industry: 'उत्पादन',
      year: 2014,
      description: 'चाकण येथील कारखाना.',
      services: ['सुरक्षा'],
      achievements: [],
    };
    const store = createStore();
    seedRouteData(store, { lists: {}, item: { key: 'clients', id: client._id, data: client } } as never);
    renderWithStore(
      <Routes>
        <Route path="/client/:id" element={<ClientDetailPage />} />
      </Routes>,
      { store, route: `/client/${client._id}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: client.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ग्राहकांकडे परत जा' }).getAttribute('href')).toBe('/integrat/Clients');
    expect(screen.getByRole('heading', { name: `${client.name} विषयी` })).toBeInTheDocument();
    expect(screen.getByText('ग्राहक असल्यापासून')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${client.name} चा लोगो` })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('कोणतीही कामगिरी नोंदवलेली नाही.')).toBeInTheDocument();
  });

  it('offers the careers block in Marathi when no banner brings its own words', () => {
    renderWithStore(<CareersSlider banners={[]} />);
    expect(screen.getByRole('heading', { name: 'प्रत्येक ठिकाण सुरळीत चालवणारे करिअर घडवा' })).toBeInTheDocument();
    expect(screen.getByText('PF, ESI आणि विम्यासह वेळेवर पगार')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आमच्या HR टीमशी बोला' }).getAttribute('href')).toBe('/integrat/contact');
    expect(screen.getByRole('group', { name: 'Sentinel मधील काम' })).toBeInTheDocument();
  });
});
