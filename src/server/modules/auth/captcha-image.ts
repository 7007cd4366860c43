import { randomInt } from '../../domain/random.ts';

/**
 * Draws captchas as SVG on the server. Characters are stroked from a small vector font (not SVG <text>), each
 * rotated, scaled and coloured at random over noise lines, so the answer is not in the markup as text.
 */
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

// A 4 x 6 grid per glyph. Look-alikes (0/O, 1/I, S/5, Z/2, B/8, D/0, G/6, Q/O) are left out.
const GLYPHS: Record<string, Glyph> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 1.5],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [3, 2.5],
      [0, 2.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
    [
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 4],
      [1, 3],
    ],
  ],
  '9': [
    [
      [4, 3.5],
      [1, 3.5],
      [0, 2.5],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 4],
      [3, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.2, 2.8],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
const WIDTH = 130;
const HEIGHT = 48;

const between = (min: number, max: number) => min + (randomInt(1000) / 1000) * (max - min);
const colour = (min: number, max: number) =>
  `rgb(${Math.round(between(min, max))},${Math.round(between(min, max))},${Math.round(between(min, max))})`;
const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

export function randomCaptchaText(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

export function drawCaptcha(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${between(0, WIDTH).toFixed(1)} ${between(0, HEIGHT).toFixed(1)} Q${between(0, WIDTH).toFixed(1)} ${between(0, HEIGHT).toFixed(1)} ${between(0, WIDTH).toFixed(1)} ${between(0, HEIGHT).toFixed(1)}" stroke="${colour(120, 200)}" stroke-width="${between(0.8, 1.8).toFixed(1)}" fill="none"/>`,
    );
  }
  const cell = WIDTH / (text.length + 1);
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const scale = between(4.2, 5.2);
    const x = cell * (i + 0.6) + between(-3, 3);
    const y = between(6, HEIGHT - 6 * scale - 6);
    const angle = between(-22, 22).toFixed(1);
    const d = glyph
      .map((line) => line.map(([px, py], j) => `${j ? 'L' : 'M'}${px} ${py}`).join(' '))
      .join(' ');
    parts.push(
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle} 8 15) scale(${scale.toFixed(2)})"><path d="${d}" stroke="${colour(20, 110)}" stroke-width="${(between(2.2, 3) / scale).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.5, 1.4).toFixed(1)}" fill="${colour(80, 200)}"/>`,
    );
  }
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`,
  );
}

export const SLIDER = { width: 280, height: 150, piece: 44 } as const;

/** A background with a notch at (x, y) and the matching piece (the same shapes, shifted). */
export function drawSlider(x: number, y: number): { image: string; piece: string } {
  const shapes = Array.from({ length: 14 }, () => ({
    cx: between(0, SLIDER.width),
    cy: between(0, SLIDER.height),
    r: between(12, 40),
    fill: colour(60, 230),
  }));
  const render = (dx: number, dy: number) =>
    shapes
      .map(
        (s) =>
          `<circle cx="${(s.cx - dx).toFixed(1)}" cy="${(s.cy - dy).toFixed(1)}" r="${s.r.toFixed(1)}" fill="${s.fill}" fill-opacity="0.8"/>`,
      )
      .join('');
  const size = SLIDER.piece;
  const image = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER.width}" height="${SLIDER.height}"><rect width="100%" height="100%" fill="${colour(200, 240)}"/>${render(0, 0)}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="1.5"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><clipPath id="p"><rect width="${size}" height="${size}" rx="6"/></clipPath><g clip-path="url(#p)"><rect width="100%" height="100%" fill="${colour(200, 240)}"/>${render(x, y)}</g><rect width="${size}" height="${size}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { image: svgDataUrl(image), piece: svgDataUrl(piece) };
}
