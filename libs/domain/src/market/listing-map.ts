import { Decimal } from 'decimal.js';

/** A point on the map: latitude and longitude in decimal degrees (WGS 84). */
export interface ListingMapPoint {
  readonly lat: number;
  readonly lng: number;
}

/** Where the embedded map is served from: the one frame source the site's content security policy allows. */
export const LISTING_MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';
/** OpenStreetMap's embeddable map page and its main site (the link that opens the full map). */
export const LISTING_MAP_EMBED_URL = `${LISTING_MAP_EMBED_ORIGIN}/export/embed.html`;
export const LISTING_MAP_SITE_URL = `${LISTING_MAP_EMBED_ORIGIN}/`;
export const LISTING_MAP_LAYER = 'mapnik';

/** The embedded map's box reaches this far on each side of the place, in degrees. */
export const LISTING_MAP_LNG_HALF_SPAN = 0.05;
export const LISTING_MAP_LAT_HALF_SPAN = 0.03;

/** The zoom level of the full map the link opens. */
export const LISTING_MAP_ZOOM = 13;

/** Coordinates in the URLs keep this many decimals (about 0.1 m), so 121.5 − 0.05 reads 121.45. */
export const LISTING_MAP_COORDINATE_DECIMALS = 6;

const LAT_LIMIT = 90;
const LNG_LIMIT = 180;

/** A coordinate moved by `delta` degrees, kept within ±limit and written with at most six decimals. */
const coordinate = (value: number, delta: number, limit: number): string =>
  Decimal.min(limit, Decimal.max(-limit, new Decimal(value).plus(delta)))
    .toDecimalPlaces(LISTING_MAP_COORDINATE_DECIMALS, Decimal.ROUND_HALF_UP)
    .toString();

/**
 * The OpenStreetMap embed of a place: a box of ±0.05° longitude and ±0.03° latitude around it,
 * the Mapnik layer and a marker on the place. The box is given west, south, east, north.
 */
export const listingMapEmbedUrl = ({ lat, lng }: ListingMapPoint): string => {
  const bbox = [
    coordinate(lng, -LISTING_MAP_LNG_HALF_SPAN, LNG_LIMIT),
    coordinate(lat, -LISTING_MAP_LAT_HALF_SPAN, LAT_LIMIT),
    coordinate(lng, LISTING_MAP_LNG_HALF_SPAN, LNG_LIMIT),
    coordinate(lat, LISTING_MAP_LAT_HALF_SPAN, LAT_LIMIT),
  ].join(',');
  const marker = `${coordinate(lat, 0, LAT_LIMIT)},${coordinate(lng, 0, LNG_LIMIT)}`;
  return `${LISTING_MAP_EMBED_URL}?bbox=${bbox}&layer=${LISTING_MAP_LAYER}&marker=${marker}`;
};

/** The full OpenStreetMap page with a marker on the place, centred on it at zoom 13. */
export const listingMapViewUrl = ({ lat, lng }: ListingMapPoint): string => {
  const latText = coordinate(lat, 0, LAT_LIMIT);
  const lngText = coordinate(lng, 0, LNG_LIMIT);
  return `${LISTING_MAP_SITE_URL}?mlat=${latText}&mlon=${lngText}#map=${LISTING_MAP_ZOOM}/${latText}/${lngText}`;
};
