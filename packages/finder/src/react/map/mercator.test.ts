import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOfView, fitCamera, latY, lngX, tileSize, xLng, yLat, type Bounds } from './mercator';

const desktop = { width: 648, height: 384 };

describe('Web Mercator', () => {
  it('maps degrees to [0, 1] and back', () => {
    expect(lngX(-180)).toBe(0);
    expect(lngX(180)).toBe(1);
    expect(latY(0)).toBe(0.5);
    expect(latY(90)).toBe(0);
    expect(latY(-90)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -85, max: 85, noNaN: true }),
        (lng, lat) => {
          expect(xLng(lngX(lng))).toBeCloseTo(lng, 9);
          expect(yLat(latY(lat))).toBeCloseTo(lat, 9);
        },
      ),
    );
  });

  it('gives the view of the whole world at zoom 0 as 512 pixels wide', () => {
    const [west, , east] = boundsOfView([0, 0], 0, { width: tileSize, height: tileSize });
    expect(west).toBeCloseTo(-180, 9);
    expect(east).toBeCloseTo(180, 9);
  });

  it('widens a view by its margin on every side, and doubles it one zoom level out', () => {
    const berlin = [13.4, 52.52] as const;
    const [w, s, e, n] = boundsOfView(berlin, 10, desktop);
    const [w1, s1, e1, n1] = boundsOfView(berlin, 10, desktop, 48);
    // 48 px at zoom 10 in degrees of longitude.
    const px = 360 / (tileSize * 2 ** 10);
    expect(w - w1).toBeCloseTo(48 * px, 9);
    expect(e1 - e).toBeCloseTo(48 * px, 9);
    expect(n1).toBeGreaterThan(n);
    expect(s1).toBeLessThan(s);
    const [wOut, , eOut] = boundsOfView(berlin, 9, desktop);
    expect(eOut - wOut).toBeCloseTo(2 * (e - w), 9);
  });
});

describe('fitCamera', () => {
  const boundsArb = fc
    .tuple(
      fc.double({ min: 5, max: 15, noNaN: true }),
      fc.double({ min: 47, max: 55, noNaN: true }),
      fc.double({ min: 0.001, max: 3, noNaN: true }),
      fc.double({ min: 0.001, max: 3, noNaN: true }),
    )
    .map(([west, south, dLng, dLat]): Bounds => [west, south, west + dLng, south + dLat]);

  it('shows the bounds with the padding on every side, touching it on the tighter axis', () => {
    fc.assert(
      fc.property(boundsArb, (bounds) => {
        const camera = fitCamera(bounds, desktop, 48, 22)!;
        // The view less its padding holds the bounds…
        const [w, s, e, n] = boundsOfView(camera.center, camera.zoom, desktop, -48);
        const eps = 1e-9;
        expect(w).toBeLessThanOrEqual(bounds[0] + eps);
        expect(s).toBeLessThanOrEqual(bounds[1] + eps);
        expect(e).toBeGreaterThanOrEqual(bounds[2] - eps);
        expect(n).toBeGreaterThanOrEqual(bounds[3] - eps);
        // …and meets them on one axis: no closer zoom would.
        const meetsLng = Math.abs(w - bounds[0]) < 1e-7 && Math.abs(e - bounds[2]) < 1e-7;
        const meetsLat = Math.abs(s - bounds[1]) < 1e-7 && Math.abs(n - bounds[3]) < 1e-7;
        expect(meetsLng || meetsLat).toBe(true);
      }),
    );
  });

  it('does not come closer than the maximum zoom, e.g. for a single result', () => {
    expect(fitCamera([13.4, 52.52, 13.4, 52.52], desktop, 48, 15)).toEqual({
      center: [expect.closeTo(13.4, 9), expect.closeTo(52.52, 9)],
      zoom: 15,
    });
  });

  it('gives no camera for a view no larger than its padding', () => {
    expect(fitCamera([13, 52, 14, 53], { width: 96, height: 384 }, 48, 15)).toBeUndefined();
    expect(fitCamera([13, 52, 13, 52], { width: 80, height: 80 }, 48, 15)).toBeUndefined();
  });
});
