// The retailer list: fictional pharmacies and online shops (no real brands), each with a small
// inline SVG wordmark so the drawer needs no image requests.
export type RetailerKind = 'pharmacy' | 'online';
type Mark = 'cross' | 'leaf' | 'drop' | 'circle' | 'cart' | 'heart';

export interface Retailer {
  id: string;
  name: string;
  kind: RetailerKind;
  /** Brand colour of the wordmark (text on white keeps at least 4.5:1). */
  color: string;
  mark: Mark;
}

export const retailers: readonly Retailer[] = [
  { id: 'linden-apotheke', name: 'Linden Apotheke', kind: 'pharmacy', color: '#1b6e3a', mark: 'cross' },
  { id: 'sonnen-apotheke', name: 'Sonnen-Apotheke', kind: 'pharmacy', color: '#a14a00', mark: 'circle' },
  { id: 'apotheke-am-markt', name: 'Apotheke am Markt', kind: 'pharmacy', color: '#9b1c31', mark: 'cross' },
  { id: 'stern-apotheke', name: 'Stern Apotheke', kind: 'pharmacy', color: '#22408f', mark: 'heart' },
  { id: 'hafen-apotheke', name: 'Hafen Apotheke', kind: 'pharmacy', color: '#005a70', mark: 'drop' },
  { id: 'kronen-apotheke', name: 'Kronen Apotheke', kind: 'pharmacy', color: '#6a2c8e', mark: 'circle' },
  { id: 'vitalis-apotheken', name: 'Vitalis Apotheken', kind: 'pharmacy', color: '#0f5e52', mark: 'leaf' },
  { id: 'rosen-apotheke', name: 'Rosen-Apotheke', kind: 'pharmacy', color: '#a3174f', mark: 'leaf' },
  { id: 'brunnen-apotheke', name: 'Brunnen Apotheke', kind: 'pharmacy', color: '#1f5f99', mark: 'drop' },
  { id: 'medivio', name: 'medivio', kind: 'online', color: '#00467f', mark: 'cart' },
  { id: 'apolino', name: 'apolino', kind: 'online', color: '#b42318', mark: 'cross' },
  { id: 'pillbox24', name: 'Pillbox24', kind: 'online', color: '#5b3c99', mark: 'cart' },
  { id: 'gesundkorb', name: 'Gesundkorb', kind: 'online', color: '#2e6b1f', mark: 'heart' },
  { id: 'vitaversand', name: 'VitaVersand', kind: 'online', color: '#8a4b00', mark: 'drop' },
  { id: 'klarblick-shop', name: 'Klarblick Shop', kind: 'online', color: '#00627f', mark: 'circle' },
  { id: 'pharmafix', name: 'pharmafix', kind: 'online', color: '#3b4a5f', mark: 'cart' },
  { id: 'nordapo-direkt', name: 'NordApo direkt', kind: 'online', color: '#154c79', mark: 'cross' },
  { id: 'curaplus', name: 'CuraPlus', kind: 'online', color: '#7a1f5c', mark: 'leaf' },
];

const marks: Record<Mark, string> = {
  cross: 'M8 3h4v5h5v4h-5v5H8v-5H3V8h5z',
  leaf: 'M4 16C4 8 9 3 17 3c0 8-5 13-13 13zm0 0l7-7',
  drop: 'M10 2c3 4.5 6 7.6 6 10.5a6 6 0 01-12 0C4 9.6 7 6.5 10 2z',
  circle: 'M10 3a7 7 0 110 14 7 7 0 010-14zm0 4a3 3 0 100 6 3 3 0 000-6z',
  cart: 'M2 3h3l2 9h9l2-6H6M8 16a1.5 1.5 0 100 .1M15 16a1.5 1.5 0 100 .1',
  heart: 'M10 17S3 12.5 3 7.5A3.5 3.5 0 0110 6a3.5 3.5 0 017 1.5C17 12.5 10 17 10 17z',
};

/** A retailer's wordmark: its mark and its name in its colour, as an accessible image. */
export function RetailerLogo({ retailer }: { retailer: Retailer }) {
  return (
    <svg
      className="hs-retailer-logo"
      viewBox="0 0 160 40"
      width="160"
      height="40"
      role="img"
      aria-label={retailer.name}
      data-retailer={retailer.id}
    >
      <g transform="translate(6 10)">
        <path
          d={marks[retailer.mark]}
          fill={retailer.mark === 'leaf' || retailer.mark === 'cart' ? 'none' : retailer.color}
          stroke={retailer.color}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </g>
      <text
        x="32"
        y="25"
        fill={retailer.color}
        fontFamily="'Inter Variable', system-ui, sans-serif"
        fontSize={retailer.name.length > 14 ? 12 : 14}
        fontWeight="700"
        textLength={retailer.name.length > 14 ? 122 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {retailer.name}
      </text>
    </svg>
  );
}
