// Demo-like search documents (as content-client's buildSearchDocuments makes them), for the unit
// tests and the deterministic flyout stories (an in-memory index, no network).
import type { SearchDocument } from '@healthsite/content-client';

export const germanSearchDocuments: SearchDocument[] = [
  {
    path: '/',
    title: 'LUMEDRA – Augentropfen und Augenpflege',
    text: 'Pflege für trockene und gereizte Augen.',
  },
  {
    path: '/trockene-augen',
    title: 'Trockene Augen: Ursachen und Hilfe',
    text: 'Brennen, Jucken, Fremdkörpergefühl: Was hinter trockenen Augen steckt.',
  },
  {
    path: '/trockene-augen#symptome',
    title: 'Typische Symptome',
    text: 'Gerötete Lidränder, müde Augen am Abend und ein Sandkorngefühl sind häufige Anzeichen.',
  },
  { path: '/produkte/care', title: 'LUMEDRA CARE', text: 'Augentropfen mit Hyaluron für trockene Augen.' },
  {
    path: '/produkte/night',
    title: 'LUMEDRA NIGHT',
    text: 'Augensalbe für die Nacht. Schützt die Lidränder.',
  },
  {
    path: '/ratgeber/kontaktlinsen',
    title: 'Kontaktlinsen richtig pflegen',
    text: 'So bleiben Augen mit Kontaktlinsen feucht und entspannt.',
  },
  { path: '/ratgeber/heizungsluft', title: 'Heizungsluft', text: 'Warum die Heizperiode die Augen stresst.' },
  {
    path: '/faq',
    title: 'Häufige Fragen',
    text: 'Antworten rund um Augentropfen, Größe der Flasche und Haltbarkeit.',
  },
];

export const englishSearchDocuments: SearchDocument[] = [
  { path: '/en', title: 'LUMEDRA – eye drops and eye care', text: 'Care for dry and irritated eyes.' },
  { path: '/en/dry-eyes', title: 'Dry eyes: causes and help', text: 'Burning, itching, a gritty feeling.' },
  { path: '/en/products/care', title: 'LUMEDRA CARE', text: 'Eye drops with hyaluronic acid for dry eyes.' },
  { path: '/en/products/night', title: 'LUMEDRA NIGHT', text: 'Eye ointment for the night.' },
  {
    path: '/en/advice/contact-lenses',
    title: 'Caring for contact lenses',
    text: 'Keep eyes moist with lenses.',
  },
  { path: '/en/faq', title: 'FAQ', text: 'Answers about eye drops, bottle size and shelf life.' },
];
