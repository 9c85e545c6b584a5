// GET /api/finder?zipcode=…&distance=…: the finder's local search through this site's server, so
// the finder service sees the server and never a visitor. Invalid queries get 400; a failing
// service gives an empty list (the finder shows its no-result copy).
import { data } from 'react-router';
import { isDistance, isValidPostcode, searchLocalPharmacies } from '@healthsite/finder';
import { config } from '../config.server';
import type { Route } from './+types/finder-api';

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const zip = query.get('zipcode');
  const distance = Number(query.get('distance'));
  if (!isValidPostcode(zip) || !isDistance(distance))
    return data({ error: 'zipcode (5 digits) and distance (5, 10 or 15) are required' }, { status: 400 });
  const pharmacies = await searchLocalPharmacies({ endpoint: config().FINDER_ENDPOINT, zip, distance });
  return data(pharmacies, { headers: { 'Cache-Control': 'private, no-store' } });
}
