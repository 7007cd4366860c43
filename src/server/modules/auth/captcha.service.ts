import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { captchas } from '../../db/schema/platform.ts';
import { randomInt, randomToken } from '../../domain/random.ts';
import { SLIDER, drawCaptcha, drawSlider, randomCaptchaText } from './captcha-image.ts';
import { sharedTables } from '../../db/tenant-scope.ts';

const LIFETIME_MS = 5 * 60 * 1000;
export const SLIDER_TOLERANCE_PX = 5;

type Kind = 'image' | 'slider';

/** Captchas live in the database (not in process memory) so any app instance can check them. */
export function createCaptchaService(db: Database, clock: () => Date) {
  async function store(kind: Kind, answer: string): Promise<string> {
    const now = clock();
    const key = randomToken(16);
    await sharedTables(db).delete(captchas, lt(captchas.expiresAt, now));
    await sharedTables(db).insert(captchas, [
      { key, kind, answer, expiresAt: new Date(now.getTime() + LIFETIME_MS) },
    ]);
    return key;
  }

  async function createImage() {
    const text = randomCaptchaText();
    return { key: await store('image', text), image: drawCaptcha(text) };
  }

  async function createSlider() {
    const x = 70 + randomInt(SLIDER.width - 70 - SLIDER.piece - 10);
    const y = 10 + randomInt(SLIDER.height - SLIDER.piece - 20);
    const { image, piece } = drawSlider(x, y);
    return {
      key: await store('slider', String(x)),
      image,
      piece,
      y,
      width: SLIDER.width,
      height: SLIDER.height,
    };
  }

  /** Checks and burns the captcha: one attempt per captcha, right or wrong. */
  async function consume(key: string, given: string, kind: Kind): Promise<boolean> {
    const [row] = await sharedTables(db)
      .delete(captchas, and(eq(captchas.key, key), eq(captchas.kind, kind)))
      .returning();
    if (!row || row.expiresAt.getTime() < clock().getTime()) return false;
    if (kind === 'slider') {
      const offset = Number(given);
      return Number.isFinite(offset) && Math.abs(offset - Number(row.answer)) <= SLIDER_TOLERANCE_PX;
    }
    return given.trim().toUpperCase() === row.answer.toUpperCase();
  }

  /** Test hook only: the answer of a live captcha, without burning it. */
  async function peek(key: string): Promise<string | undefined> {
    const [row] = await sharedTables(db).from(captchas).where(eq(captchas.key, key));
    return row?.answer;
  }

  return { createImage, createSlider, consume, peek };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
