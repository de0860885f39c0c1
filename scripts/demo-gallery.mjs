/**
 * Draws the demo gallery pictures with ImageMagick's `convert` from shapes placed by a seeded random
 * generator, so every run draws the same pictures: for the farmer loans a rice field heading, dried
 * rice grains, a riding rice transplanter, bagged Irwin mangoes on the tree and an orchard carrier;
 * for the pawned items a steel diver's watch on a dark cloth, a 24K gold chain bracelet with a small
 * gold ingot pendant on a wooden tray, a structured leather handbag and a pawn ticket (當票) on a desk.
 * New pictures go at the end of the list, so the ones before them stay the same bytes.
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

/** Coordinates as MVG wants them, one decimal each. */
const points = (list) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The point at radius r, `degrees` clockwise from twelve o'clock. */
const dial = (r, degrees) => [r * Math.sin((degrees * Math.PI) / 180), -r * Math.cos((degrees * Math.PI) / 180)];

/** A shape laid along a dial's radius: each [r, w] of the profile is w either side of the radius line at r. */
function radial(degrees, profile) {
  const [s, c] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  const side = (sign) => profile.map(([r, w]) => [r * s + sign * w * c, -r * c + sign * w * s]);
  return side(1).concat(side(-1).reverse());
}

/** A polygon with its corners rounded (one radius, or one for each corner). */
function rounded(corners, radius, steps = 6) {
  const out = [];
  corners.forEach((p, i) => {
    const r = Array.isArray(radius) ? radius[i] : radius;
    const towards = (q) => {
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const k = Math.min(r, length / 2) / length;
      return [p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k];
    };
    const a = towards(corners[(i + corners.length - 1) % corners.length]);
    const b = towards(corners[(i + 1) % corners.length]);
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      out.push([0, 1].map((k) => (1 - t) ** 2 * a[k] + 2 * (1 - t) * t * p[k] + t * t * b[k]));
    }
  });
  return out;
}

/** The part of a polygon on one side of a line x = limit (axis 0) or y = limit (axis 1). */
function clipAxis(shape, axis, limit, above) {
  const inside = (p) => (above ? p[axis] >= limit : p[axis] <= limit);
  const out = [];
  shape.forEach((a, i) => {
    const b = shape[(i + 1) % shape.length];
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (limit - a[axis]) / (b[axis] - a[axis]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  });
  return out;
}

/** Fills a polygon in bands across one axis, each band coloured by its place t (0 to 1) along it. */
function gradient(shape, axis, colourAt, step = 3) {
  const values = shape.map((p) => p[axis]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const draw = [];
  for (let v = low; v < high; v += step) {
    const band = clipAxis(clipAxis(shape, axis, v, true), axis, v + step + 0.8, false);
    if (band.length >= 3) draw.push(`fill ${colourAt((v - low) / (high - low))} polygon ${points(band)}`);
  }
  return draw;
}

/** A soft shadow: the same outline drawn again and again, each wider and all faint, so the edge fades (a line's shadow is not filled). */
function softShadow(outline, steps = 6, spread = 3, alpha = 0.07, colour = '0,0,0', filled = true) {
  const draw = ['stroke-linejoin round stroke-linecap round'];
  const fill = filled ? `rgba(${colour},${alpha})` : 'none';
  for (let k = steps; k >= 1; k -= 1) draw.push(`fill ${fill} stroke rgba(${colour},${alpha}) stroke-width ${k * spread} ${outline}`);
  draw.push('stroke none stroke-linejoin miter stroke-linecap butt');
  return draw;
}

/** A printed or written character's look without a font: strokes, now and then a box, across a square cell, often split into a narrow left part and a wider right part. */
function glyph(rand, x, y, size, colour, weight) {
  const draw = [`stroke ${colour} stroke-width ${weight} stroke-linecap round fill none`];
  const at = (u, v) => `${(x + u * size).toFixed(1)},${(y + v * size).toFixed(1)}`;
  const split = rand() < 0.55 ? 0.32 + rand() * 0.1 : 0;
  const parts = split ? [[0.06, split - 0.04, 2 + Math.floor(rand() * 2)], [split + 0.06, 0.94, 3 + Math.floor(rand() * 3)]] : [[0.06, 0.94, 5 + Math.floor(rand() * 3)]];
  for (const [left, right, strokes] of parts) {
    const width = right - left;
    if (rand() < 0.35) {
      const [top, bottom] = rand() < 0.5 ? [0.12, 0.5] : [0.5, 0.9];
      draw.push(`rectangle ${at(left + width * 0.15, top)} ${at(right - width * 0.15, bottom)}`);
    }
    for (let s = 0; s < strokes; s += 1) {
      const kind = rand();
      const [u, v] = [left + width * (0.2 + rand() * 0.6), 0.1 + rand() * 0.8];
      if (kind < 0.5) draw.push(`line ${at(left + width * rand() * 0.2, v)} ${at(right - width * rand() * 0.2, v)}`);
      else if (kind < 0.8) draw.push(`line ${at(u, 0.06 + rand() * 0.25)} ${at(u, 0.7 + rand() * 0.25)}`);
      else draw.push(`line ${at(u, v)} ${at(u + (rand() < 0.5 ? -1 : 1) * width * 0.4, Math.min(v + 0.35, 0.95))}`);
    }
  }
  draw.push('stroke none stroke-linecap butt');
  return draw;
}

/** Brushed steel at light `k` (about 1 = mid grey), as a colour. */
const steel = (k) => rgb(150 * k, 154 * k, 162 * k);

/** 當物：潛水錶: a steel diver's watch, black dial and bezel, on its bracelet, lying on a dark cloth. */
function diverWatch() {
  const rand = random(89);
  const draw = [];
  for (let y = 0; y < HEIGHT; y += 2) {
    const light = 34 + 9 * Math.sin(y / 46 + 0.6) + 5 * Math.sin(y / 17);
    draw.push(`fill ${rgb(light * 0.86, light * 0.9, light * 1.18)} rectangle 0,${y} ${WIDTH},${y + 2}`);
  }
  for (const [x0, x1, k] of [
    [40, 150, 1],
    [300, 190, -1],
    [420, 470, 1],
  ]) {
    for (let w = 34; w > 0; w -= 6) {
      const colour = k > 0 ? 'rgba(190,200,255,0.022)' : 'rgba(0,0,10,0.06)';
      draw.push(`fill ${colour} polygon ${x0 - w},0 ${x0 + w},0 ${x1 + w},${HEIGHT} ${x1 - w},${HEIGHT}`);
    }
  }
  for (let i = 0; i < 400; i += 1) {
    const [x, y] = [rand() * WIDTH, rand() * HEIGHT];
    draw.push(`fill ${rand() < 0.5 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.12)'} rectangle ${x.toFixed(0)},${y.toFixed(0)} ${(x + 1 + rand() * 3).toFixed(0)},${(y + 1).toFixed(0)}`);
  }

  const tilt = -24;
  draw.push('push graphic-context', 'translate 250,176', `rotate ${tilt}`);
  draw.push(...softShadow('rectangle -31,-330 31,330', 6, 3, 0.08), ...softShadow('ellipse 0,0 86,86 0,360', 7, 4, 0.08), ...softShadow('roundrectangle 80,-14 104,14 3,3', 4, 3, 0.08));
  draw.push('pop graphic-context', 'push graphic-context', 'translate 238,160', `rotate ${tilt}`);

  // The bracelet: polished centre links between brushed outer links.
  draw.push('fill rgb(22,22,26) rectangle -29,-330 29,330');
  for (const dir of [-1, 1]) {
    for (let i = 0; i < 16; i += 1) {
      const a = dir * (86 + i * 17);
      const b = dir * (86 + i * 17 + 15);
      const [top, bottom] = [Math.min(a, b), Math.max(a, b)];
      for (const side of [-1, 1]) {
        const [x0, x1] = side < 0 ? [-28, -11] : [11, 28];
        draw.push(`fill ${steel(0.7)} roundrectangle ${x0},${top} ${x1},${bottom} 3,3`);
        draw.push(...gradient([[x0 + 0.8, top + 0.8], [x1 - 0.8, top + 0.8], [x1 - 0.8, bottom - 1.6], [x0 + 0.8, bottom - 1.6]], 0, (t) => steel(side < 0 ? 1.25 - 0.45 * t : 1.08 - 0.5 * t), 2));
        for (let k = 0; k < 4; k += 1) draw.push(`fill rgba(255,255,255,0.10) rectangle ${x0 + 2 + k * 4},${top + 2} ${x0 + 2.6 + k * 4},${bottom - 3}`);
        draw.push(`fill rgba(255,255,255,0.35) rectangle ${x0 + 1},${top + 1} ${x1 - 1},${top + 2.2}`);
      }
      draw.push(`fill ${steel(0.62)} roundrectangle -10,${top} 10,${bottom} 3,3`);
      draw.push(...gradient([[-9.5, top + 1], [9.5, top + 1], [9.5, bottom - 1.5], [-9.5, bottom - 1.5]], 0, (t) => steel(1.5 - 0.6 * t), 2));
      draw.push(`fill rgba(255,255,255,0.85) rectangle -6,${top + 2.5} -3.5,${bottom - 4}`);
    }
  }
  // The end links and the lugs.
  for (const dir of [-1, 1]) {
    const [y0, y1] = [dir * 68, dir * 92];
    draw.push(`fill ${steel(0.6)} polygon ${points([[-38, y0], [38, y0], [32, y1], [-32, y1]])}`);
    draw.push(`fill ${steel(1.15)} polygon ${points([[-35, y0], [35, y0], [30, y1 - dir * 2], [-30, y1 - dir * 2]])}`);
    draw.push(`fill ${steel(1.5)} polygon ${points([[-35, y0], [-28, y0], [-25, y1 - dir * 2], [-30, y1 - dir * 2]])}`);
    draw.push(`fill ${steel(0.8)} polygon ${points([[28, y0], [35, y0], [30, y1 - dir * 2], [25, y1 - dir * 2]])}`);
    draw.push(`fill ${steel(0.55)} rectangle -29,${Math.min(y1, y1 - dir * 3)} 29,${Math.max(y1, y1 - dir * 3)}`);
  }
  // The crown and its guards.
  draw.push(`fill ${steel(0.65)} polygon 70,-30 93,-19 93,19 70,30`, `fill ${steel(1.2)} polygon 70,-29 92,-18 92,-6 70,-6`, `fill ${steel(0.9)} polygon 70,6 92,6 92,18 70,29`);
  draw.push(`fill ${steel(0.55)} roundrectangle 86,-13 104,13 3,3`);
  draw.push(...gradient([[87, -12], [103, -12], [103, 12], [87, 12]], 1, (t) => steel(1.55 - 0.9 * t), 2));
  for (let y = -10.5; y < 11; y += 3) draw.push(`fill rgba(30,30,35,0.55) rectangle 89,${y} 103,${y + 0.9}`);
  // The case, its coin-edged bezel and the bezel insert with its minute marks.
  draw.push(`fill ${steel(0.45)} ellipse 1,1.5 84,84 0,360`, `fill ${steel(1.45)} ellipse -1,-1 83,83 0,360`, `fill ${steel(1)} ellipse 0.5,0.5 82,82 0,360`);
  for (let a = 0; a < 360; a += 3) draw.push(`fill rgba(25,25,30,0.65) polygon ${points(radial(a, [[77.5, 0.7], [83, 0.7]]))}`);
  draw.push(`fill ${steel(1.3)} ellipse 0,0 78,78 0,360`, `fill ${steel(0.75)} ellipse 0.6,0.6 77,77 0,360`);
  draw.push('fill rgb(20,21,26) ellipse 0,0 75.5,75.5 0,360', 'fill rgba(255,255,255,0.05) ellipse -4,-4 70,70 0,360');
  const marks = 'rgb(228,228,220)';
  for (let m = 0; m < 60; m += 1) {
    const a = m * 6;
    if (m === 0) {
      draw.push(`fill ${marks} polygon ${points([dial(74, -5.5), dial(74, 5.5), dial(62.5, 0)])}`, `fill rgb(170,235,190) ellipse ${points([dial(70.5, 0)])} 2.2,2.2 0,360`);
    } else if (m % 10 === 0) draw.push(`fill ${marks} polygon ${points(radial(a, [[63.5, 2.6], [73.5, 2.6]]))}`);
    else if (m % 5 === 0) draw.push(`fill ${marks} polygon ${points(radial(a, [[65.5, 1.6], [73.5, 1.6]]))}`);
    else if (m < 15) draw.push(`fill ${marks} polygon ${points(radial(a, [[68.5, 0.6], [73.5, 0.6]]))}`);
  }
  // The rehaut and the dial with its minute track and luminous hour markers.
  draw.push(`fill ${steel(0.5)} ellipse 0,0 62.5,62.5 0,360`, `fill ${steel(1.2)} ellipse -0.6,-0.6 61.5,61.5 0,360`, 'fill rgb(13,14,17) ellipse 0,0 59.5,59.5 0,360');
  draw.push('fill rgba(255,255,255,0.035) ellipse -8,-8 48,48 0,360');
  for (let m = 0; m < 60; m += 1) draw.push(`fill rgb(200,200,195) polygon ${points(radial(m * 6, m % 5 === 0 ? [[53, 0.9], [58, 0.9]] : [[55.5, 0.45], [58, 0.45]]))}`);
  const lume = 'rgb(230,240,212)';
  const surround = steel(1.4);
  for (let h = 1; h <= 12; h += 1) {
    const a = h * 30;
    if (h === 12) {
      draw.push(`fill ${surround} polygon ${points([dial(52.5, -9.5), dial(52.5, 9.5), dial(37, 0)])}`, `fill ${lume} polygon ${points([dial(51.3, -7.8), dial(51.3, 7.8), dial(39.5, 0)])}`);
    } else if (h === 6 || h === 9) {
      draw.push(`fill ${surround} polygon ${points(radial(a, [[37, 5.2], [52.5, 5.2]]))}`, `fill ${lume} polygon ${points(radial(a, [[38.3, 4], [51.2, 4]]))}`);
    } else if (h === 3) {
      draw.push(`fill ${surround} rectangle 38,-7.5 54,7.5`, 'fill rgb(238,238,232) rectangle 39.3,-6.2 52.7,6.2', 'stroke rgb(25,25,25) stroke-width 1.5 fill none', 'polyline 42.5,-3.5 49.5,-3.5 45,4.2', 'stroke none');
    } else {
      const [x, y] = dial(45, a);
      draw.push(`fill ${surround} ellipse ${x.toFixed(1)},${y.toFixed(1)} 5.8,5.8 0,360`, `fill ${lume} ellipse ${x.toFixed(1)},${y.toFixed(1)} 4.6,4.6 0,360`);
    }
  }
  // The hands at ten past ten, their shadows on the dial first.
  const hands = [
    [305, [[-11, 2.4], [0, 3.6], [9, 6], [27, 5.2], [35, 0]], [[8, 3.8], [26, 3.4], [31, 0]]],
    [60, [[-16, 2], [0, 3], [10, 4.8], [47, 3.8], [55, 0]], [[11, 3.2], [46, 2.4], [51, 0]]],
  ];
  for (const [a, outline] of hands) draw.push(`fill rgba(0,0,0,0.7) polygon ${points(radial(a, outline).map(([x, y]) => [x + 2, y + 3]))}`);
  for (const [a, outline, inner] of hands) draw.push(`fill ${steel(1.45)} polygon ${points(radial(a, outline))}`, `fill ${lume} polygon ${points(radial(a, inner))}`);
  const second = 208;
  draw.push(`fill ${steel(1.35)} polygon ${points(radial(second, [[-15, 1.1], [0, 1.2], [56, 0.6]]))}`);
  const [lx, ly] = dial(38, second);
  const [cx, cy] = dial(-12, second);
  draw.push(`fill ${steel(1.35)} ellipse ${lx.toFixed(1)},${ly.toFixed(1)} 4.2,4.2 0,360`, `fill ${lume} ellipse ${lx.toFixed(1)},${ly.toFixed(1)} 3,3 0,360`);
  draw.push(`fill ${steel(1.35)} ellipse ${cx.toFixed(1)},${cy.toFixed(1)} 3,3 0,360`, `fill ${steel(1.5)} ellipse 0,0 4.6,4.6 0,360`, `fill ${steel(0.7)} ellipse 0.4,0.4 1.6,1.6 0,360`);
  // The crystal's reflections.
  draw.push('fill none stroke rgba(255,255,255,0.45) stroke-width 1.6 ellipse 0,0 57,57 200,262', 'stroke rgba(255,255,255,0.18) stroke-width 1.2 ellipse 0,0 57,57 20,70', 'stroke none');
  draw.push('push graphic-context', 'translate -16,-24', `rotate ${-38 - tilt}`, 'fill rgba(255,255,255,0.07) ellipse 0,0 44,15 0,360', 'fill rgba(255,255,255,0.06) ellipse -2,-2 30,8 0,360', 'pop graphic-context');
  draw.push('pop graphic-context');
  return draw;
}

/** Gold at light `k` (about 1 = the metal's own colour, more is its shine), as a colour. */
const gold = (k) => (k <= 1 ? rgb(232 * k, 168 * k, 42 * k) : rgb(232 + 23 * (k - 1) * 2, 168 + 80 * (k - 1) * 2, 42 + 150 * (k - 1) * 2));

/** 當物：24K 金手鍊: a gold curb chain bracelet with its clasp and a small gold ingot pendant on a maple tray. */
function goldBracelet() {
  const rand = random(97);
  const draw = [];
  for (let y = 0; y < HEIGHT; y += 4) draw.push(`fill ${jitter(rand, [78, 52, 34], 8)} rectangle 0,${y} ${WIDTH},${y + 4}`);
  // The tray: a raised rim round a floor of pale wood with its grain.
  const tray = rounded([[16, 14], [464, 14], [464, 306], [16, 306]], 24);
  const floor = rounded([[34, 32], [446, 32], [446, 288], [34, 288]], 12);
  draw.push(...softShadow(`polygon ${points(tray.map(([x, y]) => [x + 6, y + 7]))}`, 5, 3, 0.09));
  draw.push(...gradient(tray, 1, (t) => rgb(236 - 40 * t, 206 - 42 * t, 160 - 38 * t), 3));
  draw.push(`fill rgba(255,250,235,0.5) polygon ${points(rounded([[18, 15], [462, 15], [462, 22], [18, 22]], 6))}`);
  draw.push(...gradient(floor, 1, (t) => rgb(214 + 8 * t, 178 + 8 * t, 128 + 6 * t), 3));
  for (let i = 0; i < 30; i += 1) {
    const base = 40 + i * 8.2 + rand() * 4;
    const [phase, wave] = [rand() * 6, 1 + rand() * 2.5];
    const line = [];
    for (let x = 38; x <= 442; x += 8) line.push([x, base + wave * Math.sin(x / 52 + phase) + 0.8 * Math.sin(x / 11 + phase * 2)]);
    draw.push(`fill none stroke rgba(150,96,44,${(0.12 + rand() * 0.16).toFixed(2)}) stroke-width ${(0.8 + rand() * 1.2).toFixed(1)} polyline ${points(line)}`);
  }
  draw.push('stroke none');
  for (let k = 0; k < 6; k += 1) {
    const inset = k * 2.5;
    draw.push(`fill rgba(90,55,20,0.06) polygon ${points(rounded([[34, 32], [446, 32], [446, 32 + 14 - inset], [34 + 14 - inset, 32 + 14 - inset], [34 + 14 - inset, 288], [34, 288]], [12, 12, 2, 2, 2, 12]))}`);
  }
  draw.push('fill none stroke rgba(255,245,225,0.55) stroke-width 1.5', `polyline ${points([[446, 40], [446, 286], [40, 288]])}`, 'stroke none');

  // The chain lies as an open loop; sample it evenly along its length.
  const curve = [];
  for (let a = 32; a <= 330; a += 0.5) {
    const r = (a * Math.PI) / 180;
    curve.push([210 + 138 * Math.cos(r) * (1 + 0.07 * Math.sin(3 * r + 0.4)), 160 + 96 * Math.sin(r) * (1 + 0.06 * Math.cos(2 * r + 1))]);
  }
  const links = [curve[0]];
  for (const p of curve) {
    const last = links[links.length - 1];
    if (Math.hypot(p[0] - last[0], p[1] - last[1]) >= 10) links.push(p);
  }
  draw.push(...softShadow(`polyline ${points(links.map(([x, y]) => [x + 5, y + 6]))}`, 6, 3, 0.08, '80,45,10', false));
  const [head, tail] = [links[0], links[links.length - 1]];
  const toward = Math.atan2(tail[1] - links[links.length - 2][1], tail[0] - links[links.length - 2][0]);
  const ring = [tail[0] + Math.cos(toward) * 10, tail[1] + Math.sin(toward) * 10];
  const pendant = [ring[0] + Math.cos(toward) * 42, ring[1] + Math.sin(toward) * 42];
  const turn = (x, y) => [x * Math.cos(toward) - y * Math.sin(toward), x * Math.sin(toward) + y * Math.cos(toward)];
  const bar = rounded([[-27, -18], [27, -18], [27, 18], [-27, 18]], 3).map(([x, y]) => turn(x, y));
  draw.push(...softShadow(`polygon ${points(bar.map(([x, y]) => [pendant[0] + 5 + x, pendant[1] + 7 + y]))}`, 5, 3, 0.09, '80,45,10'));

  links.forEach(([x, y], i) => {
    const next = links[Math.min(i + 1, links.length - 1)];
    const prev = links[Math.max(i - 1, 0)];
    const angle = (Math.atan2(next[1] - prev[1], next[0] - prev[0]) * 180) / Math.PI + (i % 2 ? 22 : -22);
    draw.push('push graphic-context', `translate ${x.toFixed(1)},${y.toFixed(1)}`, `rotate ${angle.toFixed(1)}`, 'fill none');
    draw.push(`stroke ${gold(0.45)} stroke-width 5.6 ellipse 0,0 9,5.6 0,360`, `stroke ${gold(0.9)} stroke-width 3.8 ellipse 0,0 9,5.6 0,360`);
    const shine = 200 - angle;
    draw.push(`stroke ${gold(1.45)} stroke-width 1.6 ellipse 0,0 9,5.6 ${shine.toFixed(0)},${(shine + 80).toFixed(0)}`, 'stroke none');
    if (rand() < 0.3) draw.push(`fill rgba(255,255,240,0.9) ellipse ${points([[Math.cos(((shine + 40) * Math.PI) / 180) * 9, Math.sin(((shine + 40) * Math.PI) / 180) * 5.6]])} 1.5,1.5 0,360`);
    draw.push('pop graphic-context');
  });

  // The lobster clasp at one end, the ring and the pendant's bail at the other.
  const away = Math.atan2(head[1] - links[1][1], head[0] - links[1][0]);
  const clasp = [head[0] + Math.cos(away) * 20, head[1] + Math.sin(away) * 20];
  draw.push(...softShadow(`ellipse ${points([[clasp[0] + 4, clasp[1] + 5]])} 12,8 0,360`, 4, 3, 0.09, '80,45,10'));
  draw.push('push graphic-context', `translate ${clasp[0].toFixed(1)},${clasp[1].toFixed(1)}`, `rotate ${((away * 180) / Math.PI + 180).toFixed(1)}`);
  draw.push(`fill none stroke ${gold(0.5)} stroke-width 3.4 ellipse 14,0 5,4 0,360`, `stroke ${gold(1)} stroke-width 2 ellipse 14,0 5,4 0,360`, 'stroke none');
  draw.push(`fill ${gold(0.45)} path 'M -14,0 C -14,-10 -2,-10 9,-5 L 9,5 C -2,10 -14,10 -14,0 Z'`, `fill ${gold(1)} path 'M -13,-0.5 C -13,-9 -2,-9 8,-4.5 L 8,3 C -2,7 -13,6 -13,-0.5 Z'`);
  draw.push(`fill ${gold(1.45)} path 'M -11,-3 C -9,-7 -2,-7 4,-5 C -2,-4.5 -8,-3.5 -11,-3 Z'`, `fill none stroke ${gold(0.45)} stroke-width 1.3 path 'M -11,2 C -6,5 1,4.5 6,2.5'`);
  draw.push(`stroke none fill ${gold(0.75)} rectangle 2,-7 6,-3.5`, 'pop graphic-context');
  draw.push(`fill none stroke ${gold(0.5)} stroke-width 3.6 ellipse ${points([ring])} 6,6 0,360`, `stroke ${gold(1)} stroke-width 2.2 ellipse ${points([ring])} 6,6 0,360`, `stroke ${gold(1.5)} stroke-width 1 ellipse ${points([ring])} 6,6 190,270`, 'stroke none');

  // The ingot: a top face and four bevels, a recessed stamp, a bail at its end.
  draw.push('push graphic-context', `translate ${points([pendant])}`, `rotate ${((toward * 180) / Math.PI).toFixed(1)}`);
  draw.push(`fill none stroke ${gold(0.5)} stroke-width 3.4 ellipse -31,-1 6,4.5 0,360`, `stroke ${gold(1.05)} stroke-width 2 ellipse -31,-1 6,4.5 0,360`, 'stroke none');
  draw.push(`fill ${gold(0.45)} polygon ${points(rounded([[-27, -18], [27, -18], [27, 18], [-27, 18]], 2.5))}`);
  draw.push(`fill ${gold(1.35)} polygon -26,-17 26,-17 19,-10 -19,-10`, `fill ${gold(1.5)} polygon -26,-17 -19,-10 -19,10 -26,17`);
  draw.push(`fill ${gold(0.72)} polygon 26,-17 26,17 19,10 19,-10`, `fill ${gold(0.58)} polygon -26,17 26,17 19,10 -19,10`);
  draw.push(...gradient([[-19, -10], [19, -10], [19, 10], [-19, 10]], 0, (t) => gold(1.25 - 0.35 * t + 0.2 * Math.exp(-(((t - 0.35) / 0.12) ** 2))), 2));
  draw.push(`fill none stroke ${gold(0.62)} stroke-width 1 ellipse -10,0 5,5 0,360`, `stroke ${gold(1.5)} stroke-width 0.8 ellipse -9.4,0.6 5,5 20,110`);
  draw.push(`stroke ${gold(0.62)} stroke-width 1 polyline -12,2 -10,-2.5 -8,2`);
  for (const [y, length] of [[-5, 14], [-0.5, 11], [4, 13]]) draw.push(`stroke ${gold(0.65)} stroke-width 1.5 line -2,${y} ${-2 + length},${y}`);
  draw.push('stroke none', 'fill rgba(255,255,245,0.85) ellipse -16,-13.5 5,1.3 0,360', 'pop graphic-context');
  return draw;
}

/** Cognac leather at light `k` (about 1 = its own colour), as a colour. */
const leather = (k) => rgb(158 * k, 80 * k, 38 * k);

/** 當物：皮革手提包: a structured cognac leather handbag with a top handle, a flap and a gold turn-lock, on a plain ground. */
function leatherHandbag() {
  const rand = random(101);
  const draw = [];
  const table = 232;
  for (let y = 0; y < table; y += 2) draw.push(`fill ${rgb(198 + 22 * (y / table), 192 + 22 * (y / table), 184 + 20 * (y / table))} rectangle 0,${y} ${WIDTH},${y + 2}`);
  for (let y = table; y < HEIGHT; y += 2) draw.push(`fill ${rgb(226 - 30 * ((y - table) / (HEIGHT - table)), 220 - 30 * ((y - table) / (HEIGHT - table)), 210 - 28 * ((y - table) / (HEIGHT - table)))} rectangle 0,${y} ${WIDTH},${y + 2}`);
  draw.push(`fill rgba(255,255,255,0.25) rectangle 0,${table} ${WIDTH},${table + 1.5}`);
  for (let x = 0; x < WIDTH; x += 2) {
    const t = Math.abs(x - 220) / 260;
    draw.push(`fill rgba(0,0,0,${(0.1 * t * t).toFixed(3)}) rectangle ${x},0 ${x + 2},${HEIGHT}`);
  }

  const body = rounded([[140, 124], [340, 124], [364, 266], [116, 266]], [6, 6, 14, 14]);
  const gusset = [[338, 126], [352, 132], [378, 258], [362, 266]];
  // Its shadow thrown back on the wall, and where it stands on the table.
  draw.push(...softShadow(`polygon ${points(body.map(([x, y]) => [x + 26, y - 6]))}`, 7, 4, 0.045));
  draw.push(...softShadow(`path 'M 212,118 C 212,40 320,40 320,118'`, 5, 4, 0.035, '0,0,0', false));
  draw.push(...softShadow('ellipse 248,266 134,9 0,360', 6, 3, 0.08));
  // The side gusset, then the front with its light from the left and its seams.
  draw.push(`fill ${leather(0.5)} polygon ${points(gusset)}`, `fill ${leather(0.62)} polygon ${points([[340, 128], [350, 133], [372, 252], [362, 258]])}`);
  draw.push(...gradient(body, 0, (t) => leather(1.18 - 0.42 * t + 0.1 * Math.exp(-(((t - 0.28) / 0.14) ** 2))), 2));
  draw.push(...gradient(clipAxis(body, 1, 236, true), 1, (t) => `rgba(40,15,5,${(0.02 + 0.2 * t).toFixed(3)})`, 3));
  for (let i = 0; i < 500; i += 1) {
    const y = 130 + rand() * 130;
    const half = 100 + (y - 124) * 0.17 - 6;
    const x = 240 + (rand() * 2 - 1) * half;
    draw.push(`fill ${rand() < 0.5 ? 'rgba(255,220,190,0.07)' : 'rgba(50,20,5,0.09)'} ellipse ${points([[x, y]])} 1.2,0.9 0,360`);
  }
  const stitch = 'fill none stroke rgb(232,204,158) stroke-width 1.3 stroke-dasharray 5,3';
  draw.push(`fill none stroke ${leather(0.45)} stroke-width 1.6 polygon ${points(body)}`);
  draw.push(stitch, `polyline ${points(rounded([[132, 200], [123, 258], [357, 258], [348, 200]], [0, 9, 9, 0]).slice(3, -3))}`, 'stroke-dasharray none stroke none');
  // The handle: two tabs and gold rings at the top, the strap in an arch.
  for (const x of [186, 294]) {
    draw.push(`fill ${leather(0.5)} roundrectangle ${x - 9},112 ${x + 9},134 3,3`, `fill ${leather(x < 240 ? 1.05 : 0.85)} roundrectangle ${x - 8},113 ${x + 8},133 3,3`);
    draw.push(`fill ${gold(1.3)} ellipse ${x},126 2.2,2.2 0,360`, `fill none stroke ${gold(0.5)} stroke-width 3.6 ellipse ${x},108 8,6.5 0,360`, `stroke ${gold(1)} stroke-width 2.4 ellipse ${x},108 8,6.5 0,360`, `stroke ${gold(1.5)} stroke-width 1 ellipse ${x},108 8,6.5 190,280`, 'stroke none');
  }
  draw.push(`fill none stroke-linejoin round stroke ${leather(0.45)} stroke-width 14 path 'M 186,104 C 186,24 294,24 294,104'`);
  draw.push(`stroke ${leather(0.95)} stroke-width 11 path 'M 186,104 C 186,24 294,24 294,104'`);
  draw.push(`stroke ${leather(1.3)} stroke-width 3 path 'M 183,100 C 183,21 291,21 291,96'`);
  draw.push(`${stitch} stroke-width 1 path 'M 181.5,102 C 181.5,18 298.5,18 298.5,102'`, `path 'M 190.5,102 C 190.5,30 289.5,30 289.5,102'`, 'stroke-dasharray none stroke none');
  // The flap: its shadow on the front, a fold at the top, a dark painted edge, its seam and the turn-lock.
  const flap = rounded([[136, 119], [344, 119], [358, 210], [122, 210]], [8, 8, 28, 28]);
  draw.push(`fill rgba(40,15,5,0.18) polygon ${points(flap.map(([x, y]) => [x + 2, y + 6]))}`, `fill rgba(40,15,5,0.18) polygon ${points(flap.map(([x, y]) => [x + 1, y + 3]))}`);
  draw.push(`fill ${leather(0.42)} polygon ${points(flap)}`);
  draw.push(...gradient(rounded([[137, 120], [343, 120], [356.5, 208], [123.5, 208]], [8, 8, 27, 27]), 0, (t) => leather(1.22 - 0.42 * t + 0.12 * Math.exp(-(((t - 0.3) / 0.13) ** 2))), 2));
  draw.push(...gradient([[137, 120], [343, 120], [344, 132], [136, 132]], 1, (t) => `rgba(255,225,190,${(0.28 * (1 - t)).toFixed(3)})`, 2));
  draw.push(stitch, `polygon ${points(rounded([[143, 128], [337, 128], [349, 202], [131, 202]], [5, 5, 22, 22]))}`, 'stroke-dasharray none stroke none');
  draw.push(...softShadow('roundrectangle 223,197 259,223 5,5', 3, 2, 0.12));
  draw.push(`fill ${gold(0.5)} roundrectangle 222,194 258,220 5,5`);
  draw.push(...gradient([[223.5, 195.5], [256.5, 195.5], [256.5, 218.5], [223.5, 218.5]], 1, (t) => gold(1.45 - 0.55 * t), 2));
  draw.push(`fill ${gold(0.6)} roundrectangle 228,199 252,215 3,3`, `fill ${gold(1.1)} roundrectangle 229,200 251,214 3,3`);
  draw.push(`fill ${gold(0.5)} ellipse 241,208 5.5,9 0,360`, `fill ${gold(1.3)} ellipse 240,207 4.5,8 0,360`, 'fill rgba(255,255,235,0.9) ellipse 238.5,203 1.4,3 0,360');
  for (const [x, y] of [[225.5, 197.5], [254.5, 197.5], [225.5, 216.5], [254.5, 216.5]]) draw.push(`fill ${gold(0.55)} ellipse ${x},${y} 1.3,1.3 0,360`);
  // Gold feet under the base.
  for (const x of [138, 342]) draw.push(`fill ${gold(0.5)} ellipse ${x},267 7,3.2 0,360`, `fill ${gold(1.2)} ellipse ${x - 0.5},266.2 5.5,2.2 0,360`);
  return draw;
}

/** 當票: a pawn ticket on a desk, seen from above: a printed red form filled in by hand, its counterfoil torn along a perforation, a red round seal. */
function pawnTicket() {
  const rand = random(113);
  const draw = [];
  // A dark rosewood desk in long planks with their grain.
  for (let plank = 0; plank < 5; plank += 1) {
    const [top, colour] = [plank * 68 - 12, [96 + (rand() - 0.5) * 14, 58 + (rand() - 0.5) * 8, 38]];
    draw.push(`fill ${rgb(...colour)} rectangle 0,${top} ${WIDTH},${top + 68}`);
    for (let g = 0; g < 9; g += 1) {
      const [base, phase] = [top + 4 + g * 7 + rand() * 3, rand() * 6];
      const line = [];
      for (let x = -8; x <= WIDTH + 8; x += 12) line.push([x, base + 2.2 * Math.sin(x / 70 + phase) + 0.8 * Math.sin(x / 19 + phase)]);
      draw.push(`fill none stroke rgba(${rand() < 0.5 ? '50,25,12,0.22' : '150,100,70,0.12'}) stroke-width ${(0.8 + rand() * 1.4).toFixed(1)} polyline ${points(line)}`);
    }
    draw.push('stroke rgba(30,15,8,0.7) stroke-width 1.5', `line 0,${top + 67} ${WIDTH},${top + 67}`, 'stroke rgba(170,120,85,0.25) stroke-width 1', `line 0,${top + 69} ${WIDTH},${top + 69}`, 'stroke none');
  }

  const red = 'rgb(192,38,36)';
  const ink = 'rgba(32,36,64,0.88)';
  draw.push('push graphic-context', 'translate 250,172', 'rotate -4', ...softShadow('rectangle -172,-120 172,120', 7, 3, 0.07), 'pop graphic-context');
  draw.push('push graphic-context', 'translate 238,160', 'rotate -4');
  // The paper, yellowed towards its edges, with a few fibres.
  draw.push('fill rgb(244,236,214) rectangle -172,-120 172,120');
  for (let w = 26; w > 0; w -= 5) draw.push(`fill none stroke rgba(190,150,90,0.05) stroke-width ${w} rectangle ${-172 + w / 2},${-120 + w / 2} ${172 - w / 2},${120 - w / 2}`);
  draw.push('stroke none');
  for (let i = 0; i < 120; i += 1) {
    const [x, y, a] = [-168 + rand() * 336, -116 + rand() * 232, rand() * Math.PI];
    draw.push(`stroke rgba(150,120,80,0.12) stroke-width 0.7 line ${points([[x, y], [x + Math.cos(a) * 5, y + Math.sin(a) * 5]])}`);
  }
  draw.push('stroke none');
  // The counterfoil, its column printed top to bottom, and the perforation.
  draw.push(`fill none stroke ${red} stroke-width 1.6 rectangle -164,-111 -122,111`, 'stroke none');
  for (let k = 0; k < 6; k += 1) draw.push(...glyph(rand, -151, -100 + k * 17, 13, red, 1.6));
  for (let k = 0; k < 5; k += 1) draw.push(...glyph(rand, -150, 8 + k * 15, 12, ink, 1.2));
  for (let y = -118; y < 120; y += 6) draw.push(`fill rgba(110,90,60,0.55) ellipse -114,${y} 1.3,1.3 0,360`);
  // The form: a red double border, a header row with its title, labelled rows ruled in red.
  draw.push(`fill none stroke ${red} stroke-width 3.4 rectangle -104,-112 164,112`, 'stroke-width 1 rectangle -98,-106 158,106');
  draw.push('stroke-width 2 line -98,-74 158,-74', 'stroke-width 1 line -54,-74 -54,106', 'line 92,-74 92,106', 'stroke none');
  for (let k = 0; k < 4; k += 1) draw.push(...glyph(rand, -52 + k * 30, -102, 23, red, 3));
  draw.push(`fill ${red} ellipse -82,-90 9,9 0,360`, 'fill rgb(244,236,214) ellipse -82,-90 5,5 0,360', `fill ${red} ellipse 132,-90 12,7 0,360`);
  for (let k = 0; k < 3; k += 1) draw.push(`fill ${red} rectangle ${106 + k * 8},-84 ${111 + k * 8},-80`);
  for (let row = 0; row < 9; row += 1) {
    const y = -74 + row * 20;
    if (row > 0) draw.push(`stroke ${red} stroke-width 0.8 line -98,${y} 158,${y}`, 'stroke none');
    for (let k = 0; k < 3; k += 1) draw.push(...glyph(rand, -94 + k * 13, y + 5, 11, red, 1.3));
    draw.push(...glyph(rand, 97, y + 5, 11, red, 1.3), ...glyph(rand, 110, y + 5, 11, red, 1.3));
    const written = row === 7 ? 2 : 2 + Math.floor(rand() * 6);
    for (let k = 0; k < written; k += 1) draw.push(...glyph(rand, -48 + k * 15 + rand() * 2, y + 3 + rand() * 2, 13, ink, 1.5));
    if (row % 3 === 1) for (let k = 0; k < 2; k += 1) draw.push(...glyph(rand, 126 + k * 14, y + 3, 12, ink, 1.5));
  }
  // A signature in ink across the last row.
  draw.push(`fill none stroke ${ink} stroke-width 1.6 path 'M -20,96 C -12,80 -4,104 6,90 C 12,82 16,100 26,92 C 34,86 40,96 62,88'`, 'stroke none');
  // The red round seal: a star inside two rings and a border of small characters, unevenly inked.
  const seal = [58, 44];
  draw.push('push graphic-context', `translate ${seal[0]},${seal[1]}`, 'rotate 9');
  draw.push('fill none stroke rgba(200,28,36,0.85) stroke-width 3.6 ellipse 0,0 31,31 0,360', 'stroke-width 1.2 ellipse 0,0 25,25 0,360', 'stroke none');
  const star = [];
  for (let k = 0; k < 10; k += 1) star.push(dial(k % 2 ? 3.4 : 8.5, k * 36));
  draw.push(`fill rgba(200,28,36,0.85) polygon ${points(star)}`);
  for (let k = 0; k < 9; k += 1) {
    const a = -120 + k * 30;
    const [x, y] = dial(18, a);
    draw.push('push graphic-context', `translate ${points([[x, y]])}`, `rotate ${a}`, ...glyph(rand, -4, -4, 8, 'rgba(200,28,36,0.85)', 1.5), 'pop graphic-context');
  }
  draw.push('fill rgba(200,28,36,0.85) rectangle -9,12 9,15');
  for (let i = 0; i < 70; i += 1) {
    const [x, y] = dial(rand() * 33, rand() * 360);
    draw.push(`fill rgba(244,236,214,${(0.3 + rand() * 0.5).toFixed(2)}) ellipse ${points([[x, y]])} ${(0.5 + rand() * 1.4).toFixed(1)},${(0.5 + rand()).toFixed(1)} 0,360`);
  }
  draw.push('pop graphic-context');
  // The half of the seam seal left across the perforation.
  draw.push('fill none stroke rgba(200,28,36,0.8) stroke-width 2.6 ellipse -114,74 20,20 0,360', 'stroke none');
  draw.push('push graphic-context', 'translate -114,74', ...glyph(rand, -8, -8, 16, 'rgba(200,28,36,0.8)', 2.2), 'pop graphic-context');
  // A faint fold across the middle.
  draw.push('stroke rgba(255,255,255,0.5) stroke-width 1 line 40,-120 40,120', 'stroke rgba(120,95,60,0.14) stroke-width 2 line 42,-120 42,120', 'stroke none');
  draw.push('pop graphic-context');
  return draw;
}

const PICTURES = [
  ['rice-heading.png', riceField],
  ['rice-grains.png', driedGrains],
  ['rice-transplanter.png', transplanter],
  ['mango-bagged.png', mangoes],
  ['orchard-carrier.png', carrier],
  ['watch-diver.png', diverWatch],
  ['gold-bracelet.png', goldBracelet],
  ['leather-handbag.png', leatherHandbag],
  ['pawn-ticket.png', pawnTicket],
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
