import { inflateSync } from 'node:zlib';

/** A decoded picture: its size and its pixels as RGBA, four bytes each, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  rgba: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel of the 8-bit colour types: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
}

/** Undoes the per-row filters of a non-interlaced image. */
function unfilter(data: Buffer, height: number, stride: number, bpp: number): Buffer {
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = data[y * (stride + 1)];
    const row = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= bpp ? out[y * stride + x - bpp] : 0;
      const up = y > 0 ? out[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= bpp ? out[(y - 1) * stride + x - bpp] : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`Unknown PNG filter ${filter}`);
      out[y * stride + x] = (row[x] + predictor) & 0xff;
    }
  }
  return out;
}

/** Decodes an 8-bit, non-interlaced PNG (every colour type), enough to look at a picture's pixels. */
export function decodePng(bytes: Buffer): DecodedPng {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  let palette = Buffer.alloc(0);
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('Only 8-bit non-interlaced PNGs are read here');
      colourType = body[9];
    } else if (type === 'PLTE') palette = Buffer.from(body);
    else if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (channels === undefined) throw new Error(`Unknown PNG colour type ${colourType}`);
  const raw = unfilter(inflateSync(Buffer.concat(idat)), height, width * channels, channels);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const px = raw.subarray(i * channels, (i + 1) * channels);
    const [r, g, b, a] =
      colourType === 3
        ? [palette[px[0] * 3], palette[px[0] * 3 + 1], palette[px[0] * 3 + 2], 255]
        : colourType === 0 || colourType === 4
          ? [px[0], px[0], px[0], colourType === 4 ? px[1] : 255]
          : [px[0], px[1], px[2], colourType === 6 ? px[3] : 255];
    rgba.writeUInt8(r, i * 4);
    rgba.writeUInt8(g, i * 4 + 1);
    rgba.writeUInt8(b, i * 4 + 2);
    rgba.writeUInt8(a, i * 4 + 3);
  }
  return { width, height, rgba };
}

/** How many different colours a decoded picture holds, and the share of its pixels the commonest one covers. */
export function colourSpread(image: DecodedPng): { colours: number; commonest: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.width * image.height; i += 1) {
    const colour = image.rgba.readUInt32BE(i * 4);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return { colours: counts.size, commonest: Math.max(...counts.values()) / (image.width * image.height) };
}
