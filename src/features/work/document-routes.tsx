import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BizType } from '@/api/generated/blade-flow/model/approval/bizType';

/** What an inbox row knows of its document. */
export interface InboxDocument {
  bizType: BizType;
  businessId: string;
  taskId: string;
  processInstanceId: string;
}

type Opener = (doc: InboxDocument, props: { className?: string; children: ReactNode }) => ReactNode;

/**
 * The one place that knows where each document type opens: its own detail screen, where its approve and reject
 * buttons are. A new approvable document adds its line here; a type without one shows no link (the row is
 * still listed, its number still searchable on the document's own list).
 */
export const DOCUMENT_SCREENS: Partial<Record<BizType, Opener>> = {
  NEEDS: (doc, props) => <Link to="/purchar/needs/$id" params={{ id: doc.businessId }} {...props} />,
  PLAN: (doc, props) => <Link to="/purchar/plan-needs/$id" params={{ id: doc.businessId }} {...props} />,
  PLAN_CHANGE: (doc, props) => (
    <Link to="/purchar/plan-needs-change/$id" params={{ id: doc.businessId }} {...props} />
  ),
  SUPPLIER: (doc, props) => <Link to="/purchar/supplier/$id" params={{ id: doc.businessId }} {...props} />,
  // A blacklist request is decided on the blacklist screen, which lists the requests with their queues.
  BLACKLIST: (_doc, props) => <Link to="/purchar/supplier-black" {...props} />,
  SOURCING: (doc, props) => <Link to="/purchar/sourcing/$id" params={{ id: doc.businessId }} {...props} />,
  CONTRACT: (doc, props) => <Link to="/contractDetail/index" search={{ id: doc.businessId }} {...props} />,
  SUPPLEMENT: (doc, props) => (
    <Link to="/contractSupplementDetail/index" search={{ id: doc.businessId }} {...props} />
  ),
  PAYMENT: (doc, props) => <Link to="/purchase/payment/$id" params={{ id: doc.businessId }} {...props} />,
  LEAVE: (doc, props) =>
    doc.taskId ? (
      <Link
        to="/work/process/leave/handle/$taskId/$processInstanceId/$businessId"
        params={{ taskId: doc.taskId, processInstanceId: doc.processInstanceId, businessId: doc.businessId }}
        {...props}
      />
    ) : (
      <Link
        to="/work/process/leave/detail/$processInstanceId/$businessId"
        params={{ processInstanceId: doc.processInstanceId, businessId: doc.businessId }}
        {...props}
      />
    ),
};

/** The link that opens a row's document, or null when its type has no screen registered yet. */
export function openDocument(doc: InboxDocument, props: { className?: string; children: ReactNode }) {
  return DOCUMENT_SCREENS[doc.bizType]?.(doc, props) ?? null;
}
