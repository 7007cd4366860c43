import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useGetLeaveDetail } from '@/api/generated/blade-desk/endpoints/leave/leave';
import type { Leave } from '@/api/generated/blade-desk/model';
import { useGetHistoryFlowList } from '@/api/generated/blade-flow/endpoints/process/process';
import { useCompleteWorkTask } from '@/api/generated/blade-flow/endpoints/work/work';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useWorkT, type WorkTranslate } from './work-i18n';

function LeaveFields({ leave, t }: { leave: Leave; t: WorkTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('leave.leaveNo')}>{leave.leaveNo}</DescriptionItem>
      <DescriptionItem label={t('leave.applicant')}>{leave.applicantName}</DescriptionItem>
      <DescriptionItem label={t('leave.dept')}>{leave.deptName}</DescriptionItem>
      <DescriptionItem label={t('leave.leaveType')}>{leave.leaveTypeName}</DescriptionItem>
      <DescriptionItem label={t('leave.startTime')}>{leave.startTime}</DescriptionItem>
      <DescriptionItem label={t('leave.endTime')}>{leave.endTime}</DescriptionItem>
      <DescriptionItem label={t('leave.days')}>{leave.days}</DescriptionItem>
      <DescriptionItem label={t('leave.applyTime')}>{leave.applyTime}</DescriptionItem>
      <DescriptionItem label={t('leave.currentNode')}>{leave.currentNodeName}</DescriptionItem>
      <DescriptionItem label={t('leave.approveTime')}>{leave.approveTime}</DescriptionItem>
      {leave.lastRejectReason ? (
        <DescriptionItem label={t('leave.lastRejectReason')}>
          <span className="text-danger">{leave.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={t('leave.reason')}>{leave.reason}</DescriptionItem>
    </DescriptionList>
  );
}

/** The request and its history, or the loading and error states; `children` adds the handling card. */
function LeaveScreen({
  processInstanceId,
  businessId,
  title,
  children,
}: {
  processInstanceId: string;
  businessId: string;
  title: string;
  children?: (leave: Leave) => ReactNode;
}) {
  const t = useWorkT();
  const detail = useGetLeaveDetail({ businessId });
  const history = useGetHistoryFlowList({ processInstanceId });
  const leave = detail.data?.data;
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (!leave) {
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-sm">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" className="min-h-11" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return (
    <DocumentDetailLayout
      label={title}
      title={title}
      number={leave.leaveNo}
      status={<ApproveStatusBadge status={leave.approveStatus} name={leave.approveStatusName} />}
      actions={
        <Link to="/work/send" className={buttonClasses('secondary', 'md', 'min-h-11')}>
          {t('leave.back')}
        </Link>
      }
    >
      <DocumentCard title={t('leave.detailTitle')}>
        <LeaveFields leave={leave} t={t} />
      </DocumentCard>
      {children?.(leave)}
      <ApproveHistoryCard records={history.data?.data} />
    </DocumentDetailLayout>
  );
}

/** 请假详情 (/work/process/leave/detail/$processInstanceId/$businessId). */
export function LeaveDetailPage(props: { processInstanceId: string; businessId: string }) {
  const t = useWorkT();
  return <LeaveScreen {...props} title={t('leave.detailTitle')} />;
}

/** The approver's card: a comment, then 同意 or 驳回 (the comment is required to reject). */
function HandleCard({ leave, taskId }: { leave: Leave; taskId: string }) {
  const t = useWorkT();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const complete = useCompleteWorkTask({
    mutation: {
      onSuccess: () => {
        notify.success(t('leave.handled'));
        void navigate({ to: '/work/done' });
      },
    },
  });
  if (leave.taskId !== taskId || leave.allowedActions.length === 0) {
    return <Card className="p-4 text-sm text-muted">{t('leave.notYourTask')}</Card>;
  }
  const act = (pass: boolean) => {
    if (!pass && !comment.trim()) {
      setError(t('leave.commentRequired'));
      return;
    }
    setError(undefined);
    complete.mutate({
      data: {
        taskId,
        processInstanceId: leave.processInstanceId,
        pass,
        comment: comment.trim(),
        seenStatus: leave.approveStatus,
      },
    });
  };
  return (
    <DocumentCard title={t('leave.handleTitle')}>
      <div className="flex flex-col gap-3">
        <FormField id="leave-comment" label={t('leave.comment')} error={error}>
          <textarea
            id="leave-comment"
            className={inputClasses + ' min-h-24 py-2'}
            maxLength={500}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="danger"
            className="min-h-11 min-w-24"
            disabled={complete.isPending}
            onClick={() => act(false)}
          >
            {t('leave.reject')}
          </Button>
          <Button className="min-h-11 min-w-24" loading={complete.isPending} onClick={() => act(true)}>
            {t('leave.approve')}
          </Button>
        </div>
      </div>
    </DocumentCard>
  );
}

/** 办理请假 (/work/process/leave/handle/$taskId/$processInstanceId/$businessId). */
export function LeaveHandlePage(props: { taskId: string; processInstanceId: string; businessId: string }) {
  const t = useWorkT();
  return (
    <LeaveScreen
      processInstanceId={props.processInstanceId}
      businessId={props.businessId}
      title={t('leave.handleTitle')}
    >
      {(leave) => <HandleCard leave={leave} taskId={props.taskId} />}
    </LeaveScreen>
  );
}
