import type { Names } from '../../lib/code-names.ts';

/** The leave process's definition id: the form route's parameter and start-process's processDefinitionId. */
export const LEAVE_PROCESS_ID = 'leave';

/**
 * The processes a user may start from 发起事务 (BladeX deploys them as Flowable models; here each is a document
 * type of the approval engine with its own form). Every signed-in user may start these: who approves is the
 * engine's chain for the type.
 */
export const START_PROCESSES: readonly {
  id: string;
  key: string;
  names: Names;
  category: Names;
  version: number;
  description: Names;
}[] = [
  {
    id: LEAVE_PROCESS_ID,
    key: 'leave',
    names: { zh: '请假流程', en: 'Leave request' },
    category: { zh: '行政', en: 'Administration' },
    version: 1,
    description: {
      zh: '填写请假类型、日期、天数和事由,由所在部门的上级领导逐级审批',
      en: 'Leave type, dates, days and reason, approved by the leaders above your department in turn',
    },
  },
];
