import { ApiError } from '@/api/http';
import type { TreeOption } from '@/components/form/field-def';
import type { ListSearch } from '@/lib/list-search';
import { demoT } from './demo-i18n';

/**
 * The toolkit demos' data: a local stand-in for a BladeX resource (paged, filtered, sorted list; submit;
 * remove), so the demo screens work without a server. It answers like the server would: after a short delay,
 * `{ data: { records, total, size, current, pages } }`, and a 400 ApiError `<field>: <reason>` for a duplicate
 * code, so paging, selection, dialogs and server messages on forms can all be tried for real.
 */

export interface DemoRecord {
  id: string;
  name: string;
  code: string;
  category: string;
  currency: string;
  amount: number;
  quantity: number;
  enabled: 0 | 1;
  startDate: string;
  deptId: string;
  owner: string;
  phone: string;
  email: string;
  attachment: string;
  remark: string;
  createTime: string;
}

export type DemoInput = Omit<DemoRecord, 'id' | 'createTime'>;

export type DemoSearch = ListSearch & { name?: string; code?: string; category?: string };

export const DEMO_CATEGORIES = ['material', 'auxiliary', 'equipment', 'service'] as const;

export const DEMO_DEPTS: TreeOption[] = [
  {
    id: '1',
    title: '总公司',
    children: [
      {
        id: '11',
        title: '华东区域',
        children: [
          { id: '111', title: '上海项目部' },
          { id: '112', title: '杭州项目部' },
        ],
      },
      { id: '12', title: '华南区域', children: [{ id: '121', title: '深圳项目部' }] },
      { id: '13', title: '采购部' },
    ],
  },
];

const DEPT_IDS = ['111', '112', '121', '13'];
const NAMES = [
  '螺纹钢',
  '水泥',
  '商品混凝土',
  '电缆',
  '镀锌管',
  '防水卷材',
  '塔吊租赁',
  '脚手架',
  '砂石',
  '涂料',
];
const OWNERS = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强'];
/** Keys of the seeded system dictionary `currency`. */
const CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD'];

/** A small deterministic generator, so every visit (and every test) sees the same rows. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function generate(count: number): DemoRecord[] {
  const random = seeded(20_260_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const month = 1 + (i % 12);
    const day = 1 + (i % 28);
    return {
      id: String(100_000 + n),
      name: `${pick(NAMES)} ${n}`,
      code: `WL${pad(n, 5)}`,
      category: pick(DEMO_CATEGORIES),
      currency: pick(CURRENCIES),
      amount: Math.round(random() * 1_000_000) / 100,
      quantity: Math.floor(random() * 500),
      enabled: random() > 0.2 ? 1 : 0,
      startDate: `2026-${pad(month)}-${pad(day)}`,
      deptId: pick(DEPT_IDS),
      owner: pick(OWNERS),
      phone: `13${pad(Math.floor(random() * 1e9), 9)}`,
      email: `user${n}@example.com`,
      attachment: '',
      remark: '',
      createTime: `2026-${pad(month)}-${pad(day)} ${pad(8 + (i % 10))}:${pad(i % 60)}:00`,
    };
  });
}

export const DEMO_RECORD_COUNT = 1000;
let records = generate(DEMO_RECORD_COUNT);
let nextId = 200_000;

/** Back to the generated rows (tests, and the demo's reset button). */
export function resetDemoStore(): void {
  records = generate(DEMO_RECORD_COUNT);
  nextId = 200_000;
}

/** How long the pretend server takes to answer (long enough to see the loading states). */
export const demoLatency = { ms: 150 };

const answerLater = <T>(value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), demoLatency.ms));

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}

export async function fetchDemoPage(search: DemoSearch) {
  const { current, size, ascs, descs, name, code, category } = search;
  let rows = records.filter(
    (row) =>
      (!name || row.name.includes(name)) &&
      (!code || row.code.toLowerCase().includes(code.toLowerCase())) &&
      (!category || row.category === category),
  );
  const sortKey = (ascs ?? descs) as keyof DemoRecord | undefined;
  if (sortKey) {
    const direction = ascs ? 1 : -1;
    rows = [...rows].sort((a, b) => direction * compare(a[sortKey], b[sortKey]));
  }
  const page = rows.slice((current - 1) * size, current * size);
  const answer = await answerLater({
    code: 200,
    success: true,
    msg: '操作成功',
    data: { records: page, total: rows.length, size, current, pages: Math.ceil(rows.length / size) },
  });
  // For the render measurement on /test/index: the moment the page of data is handed to React.
  performance.mark('table:data');
  return answer;
}

export async function submitDemo(input: DemoInput, id?: string): Promise<void> {
  await answerLater(null);
  if (records.some((row) => row.code === input.code && row.id !== id)) {
    throw new ApiError(`code: ${demoT('rules.codeTaken', { code: input.code })}`, 400, 400);
  }
  if (id) {
    records = records.map((row) => (row.id === id ? { ...row, ...input } : row));
    return;
  }
  const now = new Date();
  const createTime = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  records = [{ ...input, id: String(nextId++), createTime }, ...records];
}

export async function removeDemo(ids: readonly string[]): Promise<void> {
  await answerLater(null);
  const gone = new Set(ids);
  records = records.filter((row) => !gone.has(row.id));
}
