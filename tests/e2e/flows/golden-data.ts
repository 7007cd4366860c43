// The figures and names of the golden path (model §4) on the demo organisation, and what its stages share: the
// nine people, each in a browser session of their own, and the run's stamp. The demo's data stands in for the
// model's as in tests/server/golden-path.test.ts: M1 = WZ0101001, M2 = WZ0102001, M3 = WZ0101003, A/B/C =
// GYS0001/2/3, D = GYS0006 (blacklisted).
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import type { TestContext } from '../harness.ts';
import { signInAs } from './people.ts';

export const M1 = 'WZ0101001';
export const M2 = 'WZ0102001';
export const M3 = 'WZ0101003';
export const A = '上海宝钢建材有限公司';
export const B = '江苏华东钢铁贸易有限公司';
export const C = '浙江海螺水泥销售有限公司';
export const D = '南通速达建材贸易有限公司';
export const COMPANY = '示范建设集团有限公司';

/** Today in UTC+8, as the date inputs want it. */
export const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** A money figure as a screen may print it, with or without thousands separators: 388000 → /388,?000\.00/. */
export const money = (value: string) => new RegExp(value.replace(/\./g, '\\.').replace(/,/g, ',?'));

/** The text of a .docx's body, from the file a download left on disk. */
export async function docxText(path: string) {
  const word = unzipSync(new Uint8Array(await readFile(path)));
  return strFromU8(word['word/document.xml']!).replace(/<[^>]+>/g, '');
}

export type Person =
  'clerk' | 'pm' | 'director' | 'area' | 'manager' | 'buyerAdmin' | 'buyer' | 'keeper' | 'finance';

/** One walk of the path: its people, signed in, the three approvers in order, and the stamp its names carry. */
export interface Walk {
  people: Record<Person, Page>;
  approvers: readonly (readonly ['director' | 'area' | 'manager', Page])[];
  stamp: string;
}

/** Signs the nine demo people in, each in a session of their own. */
export async function startWalk(t: TestContext): Promise<Walk> {
  const accounts: Record<Person, string> = {
    clerk: 'clerk',
    pm: 'pm',
    director: 'director',
    area: 'area',
    manager: 'manager',
    buyerAdmin: 'buyer_admin',
    buyer: 'buyer',
    keeper: 'keeper',
    finance: 'finance',
  };
  const people = {} as Record<Person, Page>;
  for (const [person, account] of Object.entries(accounts))
    people[person as Person] = await signInAs(t, account);
  return {
    people,
    approvers: [
      ['director', people.director],
      ['area', people.area],
      ['manager', people.manager],
    ],
    stamp: Date.now().toString(36).slice(-5),
  };
}
