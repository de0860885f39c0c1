/**
 * Draws the demo farmer loans' gallery pictures (a rice field heading, dried rice grains, a riding
 * rice transplanter, bagged Irwin mangoes on the tree, an orchard carrier) with ImageMagick's
 * `convert` from shapes placed by a seeded random generator, so every run draws the same pictures.
 * Writes them as 128-colour PNGs into apps/api/src/database/seed/gallery-pictures.ts (hexadecimal, so the
 * seed reads them wherever the API runs from) and, given a directory, also as files to look at:
 *
 *   node scripts/demo-gallery.mjs [directory]
 *
 * Needs ImageMagick 6 or 7 (`convert`) on the PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WIDTH = 480;
const HEIGHT = 320;
const MODULE = new URL('../apps/api/src/database/seed/gallery-pictures.ts', import.meta.url);

/** A small seeded generator (mulberry32), so the pictures are the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rgb = (r, g, b) => `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;
const jitter = (rand, [r, g, b], amount) => rgb(r + (rand() - 0.5) * amount, g + (rand() - 0.5) * amount, b + (rand() - 0.5) * amount);

/** Sky from a deep blue at the top to a pale haze at the horizon, with a few soft clouds. */
function sky(rand, horizon) {
  const draw = [];
  for (let y = 0; y < horizon; y += 2) {
    const t = y / horizon;
    draw.push(`fill ${rgb(70 + 120 * t, 130 + 90 * t, 210 + 30 * t)} rectangle 0,${y} ${WIDTH},${y + 2}`);
  }
  for (let c = 0; c < 4; c += 1) {
    const cx = rand() * WIDTH;
    const cy = 20 + rand() * horizon * 0.5;
    for (let p = 0; p < 7; p += 1) {
      draw.push(`fill rgba(255,255,255,0.55) ellipse ${cx + (rand() - 0.5) * 70},${cy + (rand() - 0.5) * 12} ${18 + rand() * 22},${8 + rand() * 8} 0,360`);
    }
  }
  return draw;
}

/** Blue-grey mountain ridges on the horizon. */
function ridges(rand, horizon, colour) {
  const points = [`0,${horizon}`];
  for (let x = 0; x <= WIDTH; x += 20) points.push(`${x},${horizon - 18 - rand() * 28}`);
  points.push(`${WIDTH},${horizon}`);
  return [`fill ${colour} polygon ${points.join(' ')}`];
}

/** 一期稻作抽穗期: a paddy field in rows running to the horizon, heads turning gold, a levee and a farmhouse. */
function riceField() {
  const rand = random(11);
  const horizon = 120;
  const draw = [...sky(rand, horizon), ...ridges(rand, horizon, 'rgb(120,150,170)')];
  draw.push(`fill rgb(96,140,60) rectangle 0,${horizon} ${WIDTH},${HEIGHT}`);
  draw.push(`fill rgb(235,235,225) rectangle 360,${horizon - 22} 410,${horizon}`, `fill rgb(160,60,50) polygon 352,${horizon - 22} 385,${horizon - 40} 418,${horizon - 22}`);
  for (let y = horizon; y < HEIGHT; y += 1 + (y - horizon) / 14) {
    const depth = (y - horizon) / (HEIGHT - horizon);
    const size = 1 + depth * 5;
    for (let x = -10; x < WIDTH + 10; x += 3 + depth * 9) {
      const gold = rand() * depth;
      draw.push(`fill ${jitter(rand, [90 + 140 * gold, 140 + 60 * gold, 50 + 20 * gold], 30)} ellipse ${x + rand() * 6},${y} ${size * 0.7},${size * 1.6} 0,360`);
    }
  }
  draw.push(`stroke rgb(150,120,80) stroke-width 6 line 0,${HEIGHT - 40} ${WIDTH},${HEIGHT - 70}`, 'stroke none');
  return draw;
}

/** A grain of rice: an ellipse turned by `angle`, as a polygon. */
function grain(x, y, length, width, angle) {
  const points = [];
  for (let k = 0; k < 10; k += 1) {
    const a = (k / 10) * Math.PI * 2;
    const [px, py] = [Math.cos(a) * length, Math.sin(a) * width];
    points.push(`${(x + px * Math.cos(angle) - py * Math.sin(angle)).toFixed(1)},${(y + px * Math.sin(angle) + py * Math.cos(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** 烘乾後的濁水溪稻穀: a heap of dried golden grains in a round bamboo tray. */
function driedGrains() {
  const rand = random(23);
  const draw = ['fill rgb(70,55,40) rectangle 0,0 480,320'];
  for (let y = 0; y < HEIGHT; y += 10) draw.push(`fill ${jitter(rand, [96, 76, 52], 16)} rectangle 0,${y} ${WIDTH},${y + 5}`);
  draw.push('fill rgb(150,115,60) ellipse 240,168 236,156 0,360', 'fill rgb(120,90,45) ellipse 240,168 222,144 0,360');
  for (let i = 0; i < 2600; i += 1) {
    const angle = rand() * Math.PI * 2;
    const radius = Math.sqrt(rand()) * 205;
    const x = 240 + Math.cos(angle) * radius;
    const y = 168 + Math.sin(angle) * radius * 0.66;
    const light = 0.8 + rand() * 0.3 - radius / 1000;
    draw.push(`fill ${jitter(rand, [226 * light, 178 * light, 88 * light], 24)} polygon ${grain(x, y, 6 + rand() * 1.5, 2.6, rand() * Math.PI)}`);
  }
  return draw;
}

/** 擔保品：乘坐式插秧機: an orange riding transplanter with seedling trays on a flooded field. */
function transplanter() {
  const rand = random(37);
  const horizon = 110;
  const draw = [...sky(rand, horizon), ...ridges(rand, horizon, 'rgb(110,140,160)')];
  for (let y = horizon; y < HEIGHT; y += 3) {
    const t = (y - horizon) / (HEIGHT - horizon);
    draw.push(`fill ${jitter(rand, [150 - 40 * t, 175 - 40 * t, 190 - 50 * t], 14)} rectangle 0,${y} ${WIDTH},${y + 3}`);
  }
  for (let row = 0; row < 9; row += 1) {
    for (let x = 0; x < 200; x += 10) draw.push(`fill rgb(80,150,60) ellipse ${x + row * 3},${horizon + 20 + row * 22} 2,${4 + row * 0.6} 0,360`);
  }
  draw.push(
    'fill rgb(40,40,40) ellipse 250,262 34,34 0,360',
    'fill rgb(40,40,40) ellipse 365,268 40,40 0,360',
    'fill rgb(120,120,120) ellipse 250,262 14,14 0,360',
    'fill rgb(120,120,120) ellipse 365,268 16,16 0,360',
    'fill rgb(235,110,30) polygon 215,235 400,235 410,200 330,170 230,180',
    'fill rgb(250,140,50) rectangle 300,150 360,190',
    'fill rgb(50,50,55) rectangle 322,112 328,152',
    'fill rgb(60,60,65) ellipse 325,112 26,5 0,360',
    'fill rgb(70,70,75) rectangle 330,170 340,195',
    'fill rgb(190,190,195) polygon 150,215 230,200 230,230 150,240',
  );
  for (let tray = 0; tray < 4; tray += 1) draw.push(`fill rgb(90,160,70) rectangle ${155 + tray * 18},${186 - tray * 4} ${170 + tray * 18},${212 - tray * 4}`);
  return draw;
}

/** 套袋中的愛文芒果: a mango tree's leaves, red-orange Irwin mangoes hanging, some in white paper bags. */
function mangoes() {
  const rand = random(53);
  const draw = ['fill rgb(40,70,35) rectangle 0,0 480,320'];
  for (let i = 0; i < 900; i += 1) {
    const x = rand() * WIDTH;
    const y = rand() * HEIGHT;
    draw.push(`fill ${jitter(rand, [50 + rand() * 60, 100 + rand() * 70, 40], 30)} ellipse ${x},${y} ${14 + rand() * 10},${5 + rand() * 3} ${Math.round(rand() * 180)},${Math.round(rand() * 180) + 360}`);
  }
  const fruit = [
    [90, 150, false],
    [170, 210, true],
    [250, 130, false],
    [330, 220, true],
    [400, 140, false],
    [130, 70, true],
    [300, 60, false],
  ];
  for (const [x, y, bagged] of fruit) {
    draw.push(`stroke rgb(90,70,40) stroke-width 3 line ${x},${y - 70} ${x},${y - 32}`, 'stroke none');
    if (bagged) {
      draw.push(`fill rgb(245,240,225) polygon ${x - 26},${y - 34} ${x + 26},${y - 34} ${x + 30},${y + 40} ${x - 30},${y + 40}`);
      draw.push(`fill rgb(225,215,190) polygon ${x - 6},${y - 34} ${x + 6},${y - 34} ${x + 8},${y + 40} ${x - 2},${y + 40}`);
    } else {
      draw.push(`fill rgb(200,50,50) ellipse ${x},${y} 24,34 0,360`, `fill rgb(240,150,40) ellipse ${x + 6},${y + 8} 16,24 0,360`, `fill rgba(255,230,160,0.7) ellipse ${x - 8},${y - 12} 6,9 0,360`);
    }
  }
  return draw;
}

/** 擔保品：果園搬運車: a small blue orchard carrier with a flat bed of fruit crates between the trees. */
function carrier() {
  const rand = random(71);
  const horizon = 150;
  const draw = [...sky(rand, horizon)];
  for (let y = horizon - 2; y < HEIGHT; y += 3) draw.push(`fill ${jitter(rand, [150, 120, 80], 20)} rectangle 0,${y} ${WIDTH},${y + 3}`);
  for (let t = 0; t < 9; t += 1) {
    const x = t * 60 + rand() * 20;
    draw.push(`fill rgb(100,75,50) rectangle ${x - 4},${horizon - 20} ${x + 4},${horizon + 20}`);
    for (let l = 0; l < 30; l += 1) draw.push(`fill ${jitter(rand, [60, 120, 50], 40)} ellipse ${x + (rand() - 0.5) * 70},${horizon - 40 + (rand() - 0.5) * 50} 12,9 0,360`);
  }
  draw.push(
    'fill rgb(30,30,30) ellipse 150,282 26,26 0,360',
    'fill rgb(30,30,30) ellipse 330,282 26,26 0,360',
    'fill rgb(40,90,170) rectangle 110,230 380,262',
    'fill rgb(30,70,140) rectangle 330,190 390,232',
    'fill rgb(20,20,25) rectangle 340,198 380,214',
    'stroke rgb(60,60,60) stroke-width 5 line 392,200 430,180',
    'stroke none',
  );
  for (let c = 0; c < 4; c += 1) {
    draw.push(`fill rgb(60,120,200) rectangle ${120 + c * 52},196 ${166 + c * 52},230`);
    for (let f = 0; f < 3; f += 1) draw.push(`fill ${jitter(rand, [230, 150, 40], 40)} ellipse ${131 + c * 52 + f * 12},194 7,6 0,360`);
  }
  return draw;
}

const PICTURES = [
  ['rice-heading.png', riceField],
  ['rice-grains.png', driedGrains],
  ['rice-transplanter.png', transplanter],
  ['mango-bagged.png', mangoes],
  ['orchard-carrier.png', carrier],
];

const work = mkdtempSync(join(tmpdir(), 'demo-gallery-'));
const out = process.argv[2];
const entries = [];
try {
  for (const [name, scene] of PICTURES) {
    const mvg = join(work, `${name}.mvg`);
    writeFileSync(mvg, [`viewbox 0 0 ${WIDTH} ${HEIGHT}`, ...scene()].join('\n'));
    const file = join(work, name);
    execFileSync('convert', ['-size', `${WIDTH}x${HEIGHT}`, `mvg:${mvg}`, '-blur', '0x0.6', '-strip', '-colors', '128', `PNG8:${file}`]);
    const bytes = readFileSync(file);
    if (out) writeFileSync(join(out, name), bytes);
    entries.push(`  '${name}': '${bytes.toString('hex')}',`);
    process.stdout.write(`${name}: ${bytes.length} bytes\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(
  MODULE,
  [
    '/** The demo gallery pictures, drawn by scripts/demo-gallery.mjs (128-colour PNG, hexadecimal). Generated: do not edit. */',
    'const PICTURES = {',
    ...entries,
    '} as const;',
    '',
    'export type GalleryPictureName = keyof typeof PICTURES;',
    '',
    '/** The PNG bytes of a demo gallery picture. */',
    "export const galleryPicture = (name: GalleryPictureName): Buffer => Buffer.from(PICTURES[name], 'hex');",
    '',
  ].join('\n'),
);
