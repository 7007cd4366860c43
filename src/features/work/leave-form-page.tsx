import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useStartLeaveProcess } from '@/api/generated/blade-desk/endpoints/leave/leave';
import { LeaveType, type LeaveStart } from '@/api/generated/blade-desk/model';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useWorkT, type WorkTranslate } from './work-i18n';

type Errors = Partial<Record<keyof LeaveStart, string>>;

/** The form's own checks (the server checks them again, and the calendar span too). */
function check(form: LeaveStart, t: WorkTranslate): Errors {
  const errors: Errors = {};
  const required = (key: keyof LeaveStart, label: string) => {
    if (!String(form[key] ?? '').trim()) errors[key] = t('leave.required', { field: label });
  };
  required('startTime', t('leave.startTime'));
  required('endTime', t('leave.endTime'));
  required('reason', t('leave.reason'));
  if (form.startTime && form.endTime && form.endTime < form.startTime)
    errors.endTime = t('leave.endBeforeStart');
  if (!/^[0-9]{1,3}(\.[05])?$/.test(form.days) || Number(form.days) <= 0)
    errors.days = t('leave.daysInvalid');
  return errors;
}

/** 请假申请 (/work/process/leave/form/$processDefinitionId): apply, then the request's detail. */
export function LeaveFormPage({ processDefinitionId }: { processDefinitionId: string }) {
  const t = useWorkT();
  const navigate = useNavigate();
  const [form, setForm] = useState<LeaveStart>({
    processDefinitionId,
    leaveType: LeaveType.ANNUAL,
    startTime: '',
    endTime: '',
    days: '1',
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const start = useStartLeaveProcess({
    mutation: {
      onSuccess: (answer) => {
        notify.success(t('leave.submitted'));
        const leave = answer.data;
        void navigate({
          to: '/work/process/leave/detail/$processInstanceId/$businessId',
          params: { processInstanceId: leave.processInstanceId, businessId: leave.id },
        });
      },
    },
  });
  const set = (key: keyof LeaveStart) => (value: string) => setForm((prev) => ({ ...prev, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0) start.mutate({ data: { ...form, reason: form.reason.trim() } });
  };
  const field = (key: keyof LeaveStart) => ({
    id: `leave-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? fieldErrorId(`leave-${key}`) : undefined,
    className: 'min-h-11',
  });

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle>{t('leave.formTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="leave-leaveType" label={t('leave.leaveType')}>
            <select
              {...field('leaveType')}
              className={inputClasses + ' min-h-11'}
              value={form.leaveType}
              onChange={(event) => set('leaveType')(event.target.value)}
            >
              {Object.values(LeaveType).map((type) => (
                <option key={type} value={type}>
                  {t(`leave.types.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="leave-startTime" label={t('leave.startTime')} error={errors.startTime}>
              <Input
                type="date"
                {...field('startTime')}
                value={form.startTime}
                onChange={(e) => set('startTime')(e.target.value)}
              />
            </FormField>
            <FormField id="leave-endTime" label={t('leave.endTime')} error={errors.endTime}>
              <Input
                type="date"
                {...field('endTime')}
                value={form.endTime}
                onChange={(e) => set('endTime')(e.target.value)}
              />
            </FormField>
          </div>
          <FormField id="leave-days" label={t('leave.days')} error={errors.days} hint={t('leave.daysHint')}>
            <Input
              inputMode="decimal"
              {...field('days')}
              value={form.days}
              onChange={(e) => set('days')(e.target.value)}
            />
          </FormField>
          <FormField id="leave-reason" label={t('leave.reason')} error={errors.reason}>
            <textarea
              {...field('reason')}
              className={inputClasses + ' min-h-24 py-2'}
              maxLength={500}
              value={form.reason}
              onChange={(event) => set('reason')(event.target.value)}
            />
          </FormField>
          <Button type="submit" className="min-h-11 self-end" loading={start.isPending}>
            {t('leave.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
