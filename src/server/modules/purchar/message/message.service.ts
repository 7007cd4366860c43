import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-execution';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgMessages } from '../../../db/schema/execution.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { nodeName } from '../../../domain/approval/approval-codes.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { QUALIFICATION_EXPIRY_MSG, type ExpiryNote } from '../supplier/qualification-expiry.ts';
import type { Page, PageQuery } from '../../../lib/page.ts';

type Message = components['schemas']['Message'];
type Row = typeof cgMessages.$inferSelect;

const MSG_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '待办审批', en: 'To approve' },
  2: { zh: '审批结果', en: 'Approved' },
  3: { zh: '驳回通知', en: 'Rejected' },
  4: { zh: '分包通知', en: 'Assignment' },
  5: { zh: '到货通知', en: 'Arrival' },
  6: { zh: '付款通知', en: 'Payment' },
  7: { zh: '资质到期', en: 'Qualification expiry' },
  8: { zh: '审批超时', en: 'Overdue approval' },
};
const DOCUMENT_NAMES: Record<string, Names> = {
  NEEDS: { zh: '需求单', en: 'demand bill' },
  PLAN: { zh: '需求计划', en: 'demand plan' },
  PLAN_CHANGE: { zh: '计划变更', en: 'plan change' },
  SOURCING: { zh: '寻源单', en: 'sourcing bill' },
  CONTRACT: { zh: '合同', en: 'contract' },
  SUPPLEMENT: { zh: '补充协议', en: 'supplement' },
  PAYMENT: { zh: '付款申请', en: 'payment request' },
  SUPPLIER: { zh: '供应商', en: 'supplier' },
  BLACKLIST: { zh: '供应商黑名单', en: 'blacklist entry' },
};

/**
 * Title and content in the reader's language, from what the row recorded (no text is stored): 1 to approve,
 * 2 approved, 3 rejected (the document or its lines), 4 lines assigned to the reader, 8 still waiting for the reader.
 */
function compose(row: Row, lang: Lang): { title: string; content: string } {
  if (row.msgType === QUALIFICATION_EXPIRY_MSG) return composeExpiry(row, lang);
  const doc = codeName(DOCUMENT_NAMES, row.bizType, lang);
  const opinion = row.opinion.trim();
  if (lang === 'en') {
    if (row.msgType === 1)
      return {
        title: `To approve: ${doc} ${row.bizNo}`,
        content: `${row.actorName} passed ${doc} ${row.bizNo} on; it waits for you at ${nodeName(row.nodeCode, 'en')}.`,
      };
    if (row.msgType === 2)
      return {
        title: `Approved: ${doc} ${row.bizNo}`,
        content: `Your ${doc} ${row.bizNo} has been approved.`,
      };
    if (row.msgType === 8)
      return {
        title: `Overdue: ${doc} ${row.bizNo}`,
        content: `${doc} ${row.bizNo} has been waiting for you at ${nodeName(row.nodeCode, 'en')} longer than allowed.`,
      };
    if (row.msgType === 4)
      return {
        title: `Assigned to you: ${doc} ${row.bizNo}`,
        content: `${row.actorName} assigned lines of ${doc} ${row.bizNo} to you.`,
      };
    return {
      title: `Rejected: ${doc} ${row.bizNo}`,
      content: `${row.actorName} rejected your ${doc} ${row.bizNo}${opinion ? `: ${opinion}` : '.'}`,
    };
  }
  if (row.msgType === 1)
    return {
      title: `待审批: ${doc} ${row.bizNo}`,
      content: `${row.actorName} 已处理${doc} ${row.bizNo},请您进行${nodeName(row.nodeCode, 'zh')}。`,
    };
  if (row.msgType === 2)
    return { title: `审批通过: ${doc} ${row.bizNo}`, content: `您的${doc} ${row.bizNo} 已审批通过。` };
  if (row.msgType === 8)
    return {
      title: `审批超时: ${doc} ${row.bizNo}`,
      content: `${doc} ${row.bizNo} 在${nodeName(row.nodeCode, 'zh')}等待您处理已超时,请尽快审批。`,
    };
  if (row.msgType === 4)
    return {
      title: `分包通知: ${doc} ${row.bizNo}`,
      content: `${row.actorName} 将${doc} ${row.bizNo} 的明细分包给您。`,
    };
  return {
    title: `已驳回: ${doc} ${row.bizNo}`,
    content: `${row.actorName} 驳回了您的${doc} ${row.bizNo}${opinion ? `: ${opinion}` : '。'}`,
  };
}

/** 7 资质到期: the certificate, supplier and date the reminder job recorded (qualification-expiry.ts). */
function composeExpiry(row: Row, lang: Lang): { title: string; content: string } {
  let note: Partial<ExpiryNote> = {};
  try {
    note = JSON.parse(row.opinion) as Partial<ExpiryNote>;
  } catch {
    // A row written by hand: the supplier code still says which supplier it is about.
  }
  const name = note.supplierName ?? row.bizNo;
  if (lang === 'en')
    return {
      title: `Qualification expiring: ${name}`,
      content: `Certificate ${note.certNo ?? ''} of supplier ${name} (${row.bizNo}) expires on ${note.validTo ?? ''}; please have it renewed.`,
    };
  return {
    title: `资质到期: ${name}`,
    content: `供应商 ${name}(${row.bizNo})的资质证书 ${note.certNo ?? ''} 将于 ${note.validTo ?? ''} 到期,请及时更新。`,
  };
}

/** 消息: only ever the caller's own (receiver = caller), newest first; read marks and the unread badge count. */
export function createMessageService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  const own = (caller: Caller) => [eq(cgMessages.receiverId, caller.userId), eq(cgMessages.isDeleted, 0)];

  async function pages(
    caller: Caller,
    query: PageQuery & { readFlag?: number },
    lang: Lang,
  ): Promise<Page<Message>> {
    const scope = tenantScope(db, caller.tenantId);
    const where = [
      ...own(caller),
      query.readFlag === undefined ? undefined : eq(cgMessages.readFlag, query.readFlag),
    ];
    const [total, rows] = await Promise.all([
      scope.count(cgMessages, ...where),
      scope
        .from(cgMessages)
        .where(...where)
        .orderBy(desc(cgMessages.createTime), desc(cgMessages.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
    ]);
    return {
      total,
      size: query.size,
      current: query.current,
      pages: Math.ceil(total / query.size),
      records: rows.map((row) => ({
        id: row.id,
        msgType: row.msgType as Message['msgType'],
        msgTypeName: codeName(MSG_TYPE_NAMES, row.msgType, lang),
        bizType: row.bizType as Message['bizType'],
        bizId: row.bizId,
        bizNo: row.bizNo,
        ...compose(row, lang),
        readFlag: row.readFlag as 0 | 1,
        readTime: formatDateTime(row.readTime),
        createTime: formatDateTime(row.createTime),
      })),
    };
  }

  async function unreadCount(caller: Caller) {
    const [row] = await tenantScope(db, caller.tenantId)
      .from(cgMessages, { n: count() })
      .where(...own(caller), eq(cgMessages.readFlag, 0));
    return { count: Number(row?.n ?? 0) };
  }

  /** Marks read; ids that are not the caller's own unread messages are simply not touched. */
  async function markRead(caller: Caller, ids?: string[]) {
    const now = clock();
    await tenantScope(db, caller.tenantId).update(
      cgMessages,
      { readFlag: 1, readTime: now, updateTime: now },
      and(...own(caller), eq(cgMessages.readFlag, 0)),
      ids ? inArray(cgMessages.id, ids) : undefined,
    );
  }

  return { pages, unreadCount, markRead };
}

export type MessageService = ReturnType<typeof createMessageService>;
