import { compareDecimal, parseDecimal } from '../decimal.ts';
import { NODE_ORDER, isNodeCode, type NodeCode } from './approval-codes.ts';

/** Every document type that goes through the engine (cg_approve_record.biz_type, cg_report_config.biz_type). */
export const BIZ_TYPES = [
  'NEEDS',
  'PLAN',
  'PLAN_CHANGE',
  'SOURCING',
  'CONTRACT',
  'SUPPLEMENT',
  'PAYMENT',
  'SUPPLIER',
  'BLACKLIST',
  'LEAVE',
] as const;
export type BizType = (typeof BIZ_TYPES)[number];

export const isBizType = (value: unknown): value is BizType => BIZ_TYPES.includes(value as BizType);

/** Only documents a project department raises name a project manager, so only their chains may start at PM. */
const WITH_PROJECT_MANAGER: readonly BizType[] = ['NEEDS', 'PLAN', 'PLAN_CHANGE'];

export interface ApprovalChain {
  /** The enabled nodes, always in NODE_ORDER; the others are skipped. May be empty: submit then approves. */
  nodes: readonly NodeCode[];
  /**
   * Whether the submitter may approve or confirm at a node where they also qualify. Off by default: the person
   * who raised a bill should not be the one who signs it off (four-eyes). Rejecting one's own document stays
   * allowed — it only hands the document back, which withdrawing would do too.
   */
  allowSelfApproval: boolean;
  /**
   * Per-level minimum document amounts (报表/审批配置): a level whose minimum the document's amount is below is
   * skipped at submit. Absent = every level always applies (documents without an amount never skip).
   */
  minAmounts?: Partial<Record<NodeCode, string>>;
}

/** "MANAGER:100000.00,AREA_MANAGER:20000" ⇄ { MANAGER: '100000.00', AREA_MANAGER: '20000' }; bad parts are dropped. */
export function parseMinAmounts(text: string): Partial<Record<NodeCode, string>> {
  const amounts: Partial<Record<NodeCode, string>> = {};
  for (const part of text.split(',')) {
    const [node, amount] = part.split(':').map((t) => t.trim());
    if (isNodeCode(node) && amount && parseDecimal(amount)) amounts[node] = amount;
  }
  return amounts;
}

export const formatMinAmounts = (amounts: Partial<Record<NodeCode, string>>) =>
  NODE_ORDER.filter((node) => amounts[node] !== undefined)
    .map((node) => `${node}:${amounts[node]}`)
    .join(',');

/**
 * The chain a document of this amount runs through, and the levels its amount skips (with the minimum that
 * applied, frozen into the history at submit). A document without an amount (null) skips nothing.
 */
export function chainForAmount(
  chain: ApprovalChain,
  amount: string | null,
): { chain: ApprovalChain; skipped: { node: NodeCode; minAmount: string }[] } {
  const minimums = chain.minAmounts ?? {};
  if (amount === null) return { chain, skipped: [] };
  const skipped = chain.nodes
    .filter((node) => minimums[node] !== undefined && compareDecimal(amount, minimums[node]!) < 0)
    .map((node) => ({ node, minAmount: minimums[node]! }));
  if (skipped.length === 0) return { chain, skipped };
  const nodes = chain.nodes.filter((node) => !skipped.some((s) => s.node === node));
  return { chain: { ...chain, nodes }, skipped };
}

const ALL_LEVELS: readonly NodeCode[] = NODE_ORDER;
const WITHOUT_PM: readonly NodeCode[] = ['DIRECTOR', 'AREA_MANAGER', 'MANAGER'];

/** The chain of a document type when its tenant configured none (procurement-model §3.1 per-entity chains). */
export function defaultChain(bizType: BizType): ApprovalChain {
  if (WITH_PROJECT_MANAGER.includes(bizType)) return { nodes: ALL_LEVELS, allowSelfApproval: false };
  // Suppliers and blacklist requests too: director → area manager → manager (the demo seed admits along it).
  // A leave request goes to the leaders above the applicant: their director, then the manager.
  if (bizType === 'LEAVE') return { nodes: ['DIRECTOR', 'MANAGER'], allowSelfApproval: false };
  return { nodes: WITHOUT_PM, allowSelfApproval: false };
}

export type ChainProblem = { kind: 'unknownNode'; value: string } | { kind: 'pmNotApplicable' };

/**
 * Reads a configured node list ("PM,DIRECTOR,MANAGER" or an array, any order, repeats ignored) into the fixed
 * order, or says what is wrong with it.
 */
export function parseChainNodes(
  bizType: BizType,
  nodes: string | readonly string[],
): { ok: true; nodes: NodeCode[] } | { ok: false; problem: ChainProblem } {
  const listed = (typeof nodes === 'string' ? nodes.split(',') : nodes).map((n) => n.trim()).filter(Boolean);
  const unknown = listed.find((n) => !isNodeCode(n));
  if (unknown !== undefined) return { ok: false, problem: { kind: 'unknownNode', value: unknown } };
  if (listed.includes('PM') && !WITH_PROJECT_MANAGER.includes(bizType)) {
    return { ok: false, problem: { kind: 'pmNotApplicable' } };
  }
  return { ok: true, nodes: NODE_ORDER.filter((code) => listed.includes(code)) };
}

/** The node after `current` in a chain, or null when `current` was the last one (the document is approved). */
export function nodeAfter(nodes: readonly NodeCode[], current: NodeCode): NodeCode | null {
  const at = NODE_ORDER.indexOf(current);
  return nodes.find((code) => NODE_ORDER.indexOf(code) > at) ?? null;
}

export const formatChainNodes = (nodes: readonly NodeCode[]) => nodes.join(',');
