import { solidPng } from '../../../api/src/database/seed/png.js';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const pngFile = (name: string, colour: readonly [number, number, number]): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(48, 32, colour),
});
