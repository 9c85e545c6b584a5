import type { LocalPharmacy } from '../../local-search';

/** A fixed, fictional answer for 10115 Berlin (names and numbers invented, places real streets). */
export const berlinPharmacies: LocalPharmacy[] = [
  {
    id: 'b1',
    name: 'Löwen-Apotheke',
    street: 'Invalidenstraße 112',
    zipcode: '10115',
    city: 'Berlin',
    lat: 52.5307,
    lon: 13.3847,
    phone: '030 2834 1120',
    distance: '0.41',
  },
  {
    id: 'b2',
    name: 'Apotheke am Nordbahnhof',
    street: 'Gartenstraße 5',
    zipcode: '10115',
    city: 'Berlin',
    lat: 52.5338,
    lon: 13.3886,
    phone: '030 2809 5500',
    distance: '1.25',
  },
  {
    id: 'b3',
    name: 'Rosenthaler Apotheke',
    street: 'Rosenthaler Straße 40',
    zipcode: '10178',
    city: 'Berlin',
    lat: 52.5265,
    lon: 13.4019,
    phone: '030 2839 0017',
    distance: '2.08',
  },
  {
    id: 'b4',
    name: 'Spree-Apotheke Mitte',
    street: 'Friedrichstraße 130',
    zipcode: '10117',
    city: 'Berlin',
    lat: 52.5222,
    lon: 13.3878,
    phone: '030 2093 4471',
    distance: '3.7',
  },
  {
    id: 'b5',
    name: 'Prenzlauer Berg Apotheke',
    street: 'Schönhauser Allee 36',
    zipcode: '10435',
    city: 'Berlin',
    lat: 52.5393,
    lon: 13.4124,
    phone: '030 4400 8823',
    distance: '4.96',
  },
];

/** A fixed random source: every shuffle gives the same order. */
export const fixedRandom = () => 0.42;
