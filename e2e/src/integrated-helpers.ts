// The integrated site's seeded clients, read straight from the API (so the journeys check the page against what
// the server holds, not a copy of the seed).
import { apiList } from './harness';

export interface SeededClient {
  _id: string;
  name: string;
  industry: string;
  year: number;
  description: string;
  fullDescription?: string;
  services: string[];
  achievements: string[];
  image?: string;
}

export const seededClients = (apiUrl: string) => apiList<SeededClient>(apiUrl, 'admin/clients/get', null);
