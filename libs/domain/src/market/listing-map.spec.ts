import { describe, expect, it } from 'vitest';
import { listingMapEmbedUrl, listingMapViewUrl } from './listing-map.js';

describe('listing map URLs', () => {
  it('embeds a box of ±0.05° longitude and ±0.03° latitude with a marker on the place', () => {
    expect(listingMapEmbedUrl({ lat: 23.7, lng: 120.5 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=120.45,23.67,120.55,23.73&layer=mapnik&marker=23.7,120.5',
    );
  });

  it('writes exact decimals, not binary floating-point remainders', () => {
    const url = listingMapEmbedUrl({ lat: 24.1, lng: 121.5 });
    expect(url).toContain('bbox=121.45,24.07,121.55,24.13&');
    expect(url).not.toMatch(/\d{8,}/);
  });

  it('keeps at most six decimals of a precise position', () => {
    expect(listingMapEmbedUrl({ lat: 23.97387654321, lng: 120.98207123456 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=120.932071,23.943877,121.032071,24.003877&layer=mapnik&marker=23.973877,120.982071',
    );
  });

  it('keeps the box on the globe near the poles and the date line', () => {
    expect(listingMapEmbedUrl({ lat: 89.99, lng: 179.98 })).toContain('bbox=179.93,89.96,180,90&');
    expect(listingMapEmbedUrl({ lat: -89.99, lng: -179.98 })).toContain('bbox=-180,-90,-179.93,-89.96&');
  });

  it('links the full map with the marker, centred at zoom 13', () => {
    expect(listingMapViewUrl({ lat: 23.7, lng: 120.5 })).toBe('https://www.openstreetmap.org/?mlat=23.7&mlon=120.5#map=13/23.7/120.5');
    expect(listingMapViewUrl({ lat: -33.86, lng: 151.2 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.86&mlon=151.2#map=13/-33.86/151.2',
    );
  });
});
