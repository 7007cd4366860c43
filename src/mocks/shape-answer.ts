import { MOCK_USER_ID } from './seed-data';

/**
 * Request-dependent shaping of a generated mock answer, which orval's static faker recipes cannot do:
 *  - a page (`data: { records, total, size, current, pages }`) answers the requested `current` and `size`:
 *    exactly `size` records, `total` ≥ current × size, `pages` = ceil(total / size);
 *  - a status answer (contract `Status`: data "always null") gets `data: null` instead of faker's `{}`;
 *  - an approvable document's fields agree with each other (see `coherentApproval`).
 * Everything else passes through unchanged.
 */

const DEFAULT_SIZE = 10;
const MAX_SIZE = 500;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEnvelope = (body: unknown): body is Json & { data?: unknown } =>
  isObject(body) && typeof body.success === 'boolean' && typeof body.code === 'number';

const isPage = (data: unknown): data is Json & { records: unknown[] } =>
  isObject(data) && Array.isArray(data.records) && 'total' in data && 'size' in data && 'current' in data;

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A fuller page: records from as many generated answers as it takes. */
function fillPage(page: Json & { records: unknown[] }, url: URL, more: () => unknown): Json {
  const current = positiveInt(url.searchParams.get('current'), 1);
  const size = positiveInt(url.searchParams.get('size'), DEFAULT_SIZE, MAX_SIZE);
  const records = [...page.records];
  while (records.length < size) {
    const next = more();
    const nextRecords = isEnvelope(next) && isPage(next.data) ? next.data.records : [];
    if (nextRecords.length === 0) break;
    records.push(...nextRecords);
  }
  // Somewhere between this page being the last one and four more pages after it.
  const total = current * size + Math.floor(Math.random() * 4 * size);
  return { ...page, records: records.slice(0, size), total, size, current, pages: Math.ceil(total / size) };
}

/** The nodes of the approval chain by the status that waits at them (procurement-model §3.1). */
const NODE_AT_STATUS: Record<number, string> = { 1: 'PM', 2: 'DIRECTOR', 3: 'AREA_MANAGER', 4: 'MANAGER' };
const STATUS_NAMES: Record<'zh' | 'en', string[]> = {
  zh: ['草稿', '待项目经理确认', '待总监审批', '待区域经理审批', '待经理审批', '审批通过', '已驳回'],
  en: [
    'Draft',
    'Pending project manager',
    'Pending director',
    'Pending area manager',
    'Pending manager',
    'Approved',
    'Rejected',
  ],
};
const NODE_NAMES: Record<'zh' | 'en', Record<string, string>> = {
  zh: { PM: '项目经理确认', DIRECTOR: '总监审批', AREA_MANAGER: '区域经理审批', MANAGER: '经理审批' },
  en: {
    PM: 'Project manager confirmation',
    DIRECTOR: 'Director approval',
    AREA_MANAGER: 'Area manager approval',
    MANAGER: 'Manager approval',
  },
};

const NODE_ORDER = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'];

/** The chain's four nodes in order, each in the state the document's status implies (rejected at the director). */
function chainNodes(status: number, sample: Json, language: 'zh' | 'en'): Json[] {
  return NODE_ORDER.map((code, i) => {
    const state =
      status === 5
        ? 'done'
        : status === 6
          ? (['done', 'rejected'][i] ?? 'pending')
          : status >= 1 && status <= 4
            ? i < status - 1
              ? 'done'
              : i === status - 1
                ? 'current'
                : 'pending'
            : 'pending';
    const decided = state === 'done' || state === 'rejected';
    return {
      ...sample,
      nodeCode: code,
      nodeName: NODE_NAMES[language][code],
      state,
      approverId: decided ? (sample.approverId ?? MOCK_USER_ID) : null,
      approverName: decided ? sample.approverName : '',
      opinion: decided ? (state === 'rejected' ? '数量偏大，请核实' : sample.opinion) : '',
      time: decided ? sample.time : '',
    };
  });
}

/**
 * What the server would allow the mock user (creator, project manager and holder of every role and button) in
 * each approval status, so that every action of a state is reachable in dev:mock (src/server/approval/
 * allowed-actions.ts decides it for real).
 */
const ACTIONS_AT_STATUS: Record<number, string[]> = {
  0: ['edit', 'remove', 'submit'],
  1: ['cancel', 'confirm', 'reject'],
  2: ['cancel', 'approve', 'reject', 'rejectLines'],
  3: ['cancel', 'approve', 'reject', 'rejectLines'],
  4: ['cancel', 'approve', 'reject', 'rejectLines'],
  5: ['rejectLines'],
  6: ['edit', 'remove', 'submit'],
};

/**
 * Faker draws approveStatus, currentNode and their names independently: a draft "waiting at" the director, named
 * 审批通过. A document waits at the node of its status and nowhere else, and its names say so; with the mock user
 * as creator and project manager (mock-properties.ts) every state then offers the actions it has on the server.
 */
export function coherentApproval(value: unknown, language: 'zh' | 'en' = 'zh'): unknown {
  if (Array.isArray(value)) return value.map((item) => coherentApproval(item, language));
  if (!isObject(value)) return value;
  const shaped: Json = {};
  for (const [key, item] of Object.entries(value)) shaped[key] = coherentApproval(item, language);
  const status = shaped.approveStatus;
  if (typeof status === 'number' && status >= 0 && status <= 6) {
    const node = NODE_AT_STATUS[status] ?? null;
    if ('currentNode' in shaped) shaped.currentNode = node;
    if ('currentNodeName' in shaped) shaped.currentNodeName = node ? NODE_NAMES[language][node] : '';
    if ('approveStatusName' in shaped) shaped.approveStatusName = STATUS_NAMES[language][status];
    if (Array.isArray(shaped.nodes) && shaped.nodes.some((n) => isObject(n) && 'nodeCode' in n))
      shaped.nodes = chainNodes(status, shaped.nodes[0] as Json, language);
    // Every document has a creator; waiting for its project manager, it waits for the mock user.
    if ('createUser' in shaped && shaped.createUser == null) shaped.createUser = MOCK_USER_ID;
    if (node === 'PM' && 'projectManagerId' in shaped) shaped.projectManagerId = MOCK_USER_ID;
    if ('allowedActions' in shaped) shaped.allowedActions = ACTIONS_AT_STATUS[status] ?? [];
  }
  return shaped;
}

export function shapeAnswer(request: Request, generate: () => unknown): unknown {
  const body = generate();
  if (!isEnvelope(body)) return body;
  const language = /^en\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'en' : 'zh';
  const { data } = body;
  if (data === undefined || (isObject(data) && Object.keys(data).length === 0))
    return { ...body, data: null };
  if (isPage(data))
    return { ...body, data: coherentApproval(fillPage(data, new URL(request.url), generate), language) };
  return { ...body, data: coherentApproval(data, language) };
}
